import { Link } from 'react-router';
import type { DirectConversation } from '@lexlogis/contracts';
import { DirectConversationSummary } from '@/lib/direct-conversation-summary';

/** Conversations as links to /dashboard/conversations?chatId=, with unread counts. */
export function ConversationSummaryList({
  items,
  label,
}: {
  items: DirectConversation[];
  label: string;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label={label}>
      {items.map((conversation) => (
        <li key={conversation.id}>
          <Link
            to={`/dashboard/conversations?chatId=${encodeURIComponent(conversation.id)}`}
            className="flex flex-col rounded-lg px-2 py-2 text-sm hover:bg-slate-100"
          >
            <DirectConversationSummary conversation={conversation} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
