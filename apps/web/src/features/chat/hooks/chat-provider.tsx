import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { getCurrentLanguage, i18n } from '@/i18n/i18n';
import { showToast } from '@/lib/toast';
import { trackAnswerTiming } from '@/lib/tracking-events';
import { ADVICE_LIST_QUERY_KEY, chatApi, type ChatApi } from '../api/advices-api';
import type { ChatState } from './chat-state';
import { createChatStore, type ChatStore } from './chat-store';
import type { ChatNotice } from './chat-stream-run';

const ChatStoreContext = createContext<ChatStore | null>(null);

/**
 * Holds the one chat of the signed-in shell, shared by the chat screen and the history in the
 * sidebar. `api` is replaceable for tests.
 *
 * The store lives as long as the shell, so it reads the language from the i18next instance
 * itself: `useTranslation().i18n` is a snapshot of the first render, and a language chosen
 * later (the FR button, or the profile's language applied on sign-in) would never reach it.
 */
export function ChatProvider({ children, api = chatApi }: { children: ReactNode; api?: ChatApi }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [store] = useState(() => {
    const created = createChatStore({
      api,
      getLanguage: getCurrentLanguage,
      onAnswerTiming: trackAnswerTiming,
      onConversationCreated: (chatId) =>
        void navigate(`/?chatId=${encodeURIComponent(chatId)}`, { preventScrollReset: true }),
      onListChanged: () => void queryClient.invalidateQueries({ queryKey: ADVICE_LIST_QUERY_KEY }),
      notify: (notice: ChatNotice) => {
        if (notice === 'missing-form-context') {
          showToast(i18n.t('chat.toasts.missingFormContext'), { variant: 'error' });
        } else if (notice === 'send-failed') {
          showToast(i18n.t('chat.toasts.sendFailed'), {
            variant: 'error',
            description: i18n.t('chat.toasts.pleaseTryAgain'),
          });
        } else {
          showToast(i18n.t('chat.toasts.loadFailed'), { variant: 'error' });
        }
      },
    });
    // The address's conversation, when the document brought it: shown by the first render.
    const chatId = params.get('chatId');
    if (chatId) created.adoptLoaded(chatId);
    return created;
  });
  useEffect(() => () => store.dispose(), [store]);
  return <ChatStoreContext value={store}>{children}</ChatStoreContext>;
}

export function useChatStore(): ChatStore {
  const store = useContext(ChatStoreContext);
  if (!store) throw new Error('useChatStore must be used inside ChatProvider');
  return store;
}

/** A slice of the chat state; re-renders only when the selected value changes. */
export function useChatState<T>(select: (state: ChatState) => T): T {
  const store = useChatStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
