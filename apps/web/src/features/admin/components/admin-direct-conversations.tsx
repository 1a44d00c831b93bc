import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getParticipantName, type AdminAccountSummary } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useAdminConversation, useAdminConversations } from '../api/admin-directory-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { PagedResults } from './paged-results';
import { SearchField } from './search-field';
import { SectionState } from './section-state';

const describeParticipants = (accounts: AdminAccountSummary[]) =>
  accounts.map((account) => `${account.name || account.email} (${account.email})`).join(' · ');

/**
 * One-to-one conversations for administrators: participants, counts and dates in the list;
 * opening one reads its messages (audited by the server) and polls them. Admins do not post.
 */
export function AdminDirectConversations() {
  const { t, i18n } = useTranslation();
  const [participant, setParticipant] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const debounced = useDebouncedValue(participant.trim(), 300);
  const conversations = useAdminConversations({ participant: debounced, page });
  const formatDate = (value: string | null) =>
    value ? new Date(value).toLocaleString(i18n.language) : t('admin.directory.never');

  return (
    <div className="space-y-4">
      <SearchField
        label={t('admin.directory.participantSearch')}
        value={participant}
        onChange={(value) => {
          setParticipant(value);
          setPage(1);
        }}
      />
      <PagedResults
        query={conversations}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.directory.conversationPages')}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {items.map((conversation) => (
              <li
                key={conversation.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="break-all font-medium text-slate-900">
                    {describeParticipants(conversation.participants)}
                  </p>
                  <p className="text-slate-600">
                    {t('admin.directory.messageCount', { count: conversation.messageCount })}
                    {' · '}
                    {t('admin.directory.lastMessage', {
                      date: formatDate(conversation.lastMessageAt),
                    })}
                    {conversation.isQuoteRequest && ` · ${t('admin.directory.quoteRequest')}`}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setOpenId(conversation.id)}>
                  {t('admin.directory.readConversation')}
                  <span className="sr-only">
                    {' '}
                    — {describeParticipants(conversation.participants)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      <ConversationDialog conversationId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function ConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const thread = useAdminConversation(conversationId);
  const data = thread.data;
  return (
    <Dialog open={conversationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle className="break-all text-lg font-semibold">
          {data
            ? t('admin.directory.conversationTitle', {
                names: data.conversation.participants
                  .map((account) => account.name || account.email)
                  .join(', '),
              })
            : t('admin.directory.conversationLoading')}
        </DialogTitle>
        <p className="mt-1 text-xs text-slate-600">{t('admin.directory.conversationAudited')}</p>
        {!data ? (
          <SectionState isError={thread.isError} onRetry={() => void thread.refetch()} />
        ) : data.messages.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('admin.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-3 text-sm" aria-label={t('admin.directory.messages')}>
            {data.messages.map((message) => (
              <li key={message.id} className="rounded-md bg-slate-50 p-2">
                <p className="text-xs text-slate-600">
                  {getParticipantName(message.sender)} ·{' '}
                  {new Date(message.createdAt).toLocaleString(i18n.language)}
                </p>
                <p className="whitespace-pre-wrap break-words text-slate-900">{message.content}</p>
              </li>
            ))}
          </ol>
        )}
        <Button variant="outline" className="mt-4 self-end" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
