import { useEffect, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdviceListItem } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useSidebar } from '@/lib/sidebar';
import { showToast } from '@/lib/toast';
import { groupChats } from '../hooks/chat-groups';
import { isChatLoading } from '../hooks/chat-state';
import { useChatState, useChatStore } from '../hooks/chat-provider';
import { useChatList, useDeleteChat, useRenameChat } from '../hooks/use-chat-list';
import { useStartNewChat } from '../hooks/use-chat-url-sync';
import { ChatHistoryItem } from './chat-history-item';

// Dialogs load when first opened (issue 18): most visits never open them.
const RenameChatDialog = lazyDialog(
  () => import('./rename-chat-dialog').then((module) => module.RenameChatDialog),
  (props) => props.title !== null,
);
const DeleteChatDialog = lazyDialog(
  () => import('./delete-chat-dialog').then((module) => module.DeleteChatDialog),
  (props) => props.title !== null,
);

function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Chat sidebar (spec 01 §2 "Main shell"): New chat and the history grouped by date. */
export function ChatHistorySidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { closeOnMobile } = useSidebar();
  const store = useChatStore();
  const startNewChat = useStartNewChat();
  const activeId = useChatState((state) => state.chatId);
  const isLoading = useChatState(isChatLoading);
  const list = useChatList();
  const rename = useRenameChat();
  const remove = useDeleteChat();
  const now = useNow();
  const [renaming, setRenaming] = useState<AdviceListItem | null>(null);
  const [deleting, setDeleting] = useState<AdviceListItem | null>(null);
  const isBusy = isLoading || remove.isPending;

  function select(chat: AdviceListItem) {
    if (isBusy || chat.id === activeId) return;
    void navigate(`/?chatId=${encodeURIComponent(chat.id)}`);
    closeOnMobile();
  }

  function saveTitle(title: string) {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, title },
      {
        onSuccess: () => {
          store.setTitle(renaming.id, title);
          setRenaming(null);
          showToast(t('chat.rename.success'), { variant: 'success' });
        },
        onError: () => showToast(t('chat.rename.error'), { variant: 'error' }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting || remove.isPending) return;
    const chat = deleting;
    remove.mutate(chat.id, {
      onSuccess: () => {
        setDeleting(null);
        if (chat.id === store.getState().chatId) startNewChat();
        showToast(t('chat.delete.success'), { variant: 'success' });
      },
      onError: (error) => {
        // Spec 01 §8: a failed deletion is only logged.
        console.error('Deleting the chat failed', error);
        setDeleting(null);
      },
    });
  }

  const groups = groupChats(list.data ?? [], now);
  return (
    <div className="flex flex-col gap-5">
      <Button
        variant="outline"
        className="w-full justify-start"
        onClick={() => {
          startNewChat();
          closeOnMobile();
        }}
      >
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {t('chat.newChat')}
      </Button>
      <section aria-labelledby="chat-history-title" aria-busy={list.isPending}>
        <h2
          id="chat-history-title"
          className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-600"
        >
          {t('chat.history')}
        </h2>
        {list.isPending && list.fetchStatus !== 'idle' ? (
          <p className="px-3 text-sm text-slate-600">{t('chat.historyLoading')}</p>
        ) : list.isError ? (
          <p className="px-3 text-sm text-red-700">{t('chat.historyError')}</p>
        ) : groups.length === 0 ? (
          <p className="px-3 text-sm text-slate-600">{t('chat.historyEmpty')}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {groups.map(({ group, chats }) => (
              <div key={group} role="group" aria-labelledby={`chat-group-${group}`}>
                <h3
                  id={`chat-group-${group}`}
                  className="px-3 pb-1 text-xs font-medium text-slate-600"
                >
                  {t(`chat.groups.${group}`)}
                </h3>
                <ul className="flex flex-col gap-0.5">
                  {chats.map((chat) => (
                    <ChatHistoryItem
                      key={chat.id}
                      chat={chat}
                      now={now}
                      isActive={chat.id === activeId}
                      isBusy={isBusy}
                      onSelect={() => select(chat)}
                      onRename={() => setRenaming(chat)}
                      onDelete={() => setDeleting(chat)}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
      <RenameChatDialog
        title={renaming?.title ?? null}
        isSaving={rename.isPending}
        onClose={() => setRenaming(null)}
        onSave={saveTitle}
      />
      <DeleteChatDialog
        title={deleting?.title ?? null}
        isDeleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
