import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DirectConversation } from '@lexlogis/contracts';
import { getParticipantName } from '@lexlogis/contracts/helpers';

/** Conversations as links to /dashboard/conversations?chatId=, with unread counts. */
export function ConversationSummaryList({
  items,
  label,
}: {
  items: DirectConversation[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1" aria-label={label}>
      {items.map((conversation) => {
        const unread = conversation.unreadCount ?? 0;
        const last = conversation.messages.at(-1);
        return (
          <li key={conversation.id}>
            <Link
              to={`/dashboard/conversations?chatId=${encodeURIComponent(conversation.id)}`}
              className="flex flex-col rounded-lg px-2 py-2 text-sm hover:bg-slate-100"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium text-slate-900">
                  {getParticipantName(conversation.participants?.[0])}
                </span>
                {unread > 0 && (
                  <span className="rounded-full bg-accent-700 px-2 text-xs font-semibold text-white">
                    {unread}
                    <span className="sr-only">
                      {' '}
                      {t('lawyerMarketplace.conversations.unread', { count: unread })}
                    </span>
                  </span>
                )}
              </span>
              {conversation.isQuoteRequest && (
                <span className="text-xs font-medium text-amber-800">
                  {t('lawyerMarketplace.conversations.quoteRequest')}
                </span>
              )}
              {last && <span className="truncate text-xs text-slate-600">{last.content}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
