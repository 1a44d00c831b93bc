import { useTranslation } from 'react-i18next';
import type { DirectConversation } from '@lexlogis/contracts';
import { getParticipantName } from '@lexlogis/contracts/helpers';

/**
 * What a link to a one-to-one conversation shows: the other person, the unread count, a quote
 * request's tag and the latest message. The lawyer's dashboard and the conversations sidebar
 * list the same conversations, so they show them the same way.
 */
export function DirectConversationSummary({ conversation }: { conversation: DirectConversation }) {
  const { t } = useTranslation();
  const unread = conversation.unreadCount ?? 0;
  const last = conversation.messages.at(-1);
  return (
    <>
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
    </>
  );
}
