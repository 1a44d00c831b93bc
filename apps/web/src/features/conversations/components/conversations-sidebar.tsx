import { ArrowLeft, Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DirectConversation } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { getConversationsHomePath, isLawyer, useSessionUser } from '@/lib/session-user';
import { cn } from '@/lib/utils';
import { useDirectConversations } from '@/lib/direct-chat';
import { DirectConversationSummary } from '@/lib/direct-conversation-summary';

/** Conversation paths: My Conversations with a Back link (lawyers to /dashboard, others to /marketplace). */
export function ConversationsSidebar() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const conversations = useDirectConversations();
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={getConversationsHomePath(user)}
        className="inline-flex w-fit items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('conversations.back')}
      </Link>
      <section aria-labelledby="conversations-title" className="flex flex-col gap-3 px-3">
        <h2 id="conversations-title" className="text-base font-semibold text-slate-900">
          {t('conversations.title')}
        </h2>
        {conversations.isPending ? (
          <p className="text-sm text-slate-500">{t('lawyerMarketplace.conversations.loading')}</p>
        ) : (conversations.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{t('conversations.empty')}</p>
        ) : (
          <ConversationLinks items={conversations.data ?? []} />
        )}
        <Button variant="primary" className="w-full" onClick={() => void navigate('/marketplace')}>
          <Search className="size-4" aria-hidden="true" />
          {t('conversations.searchLawyers')}
        </Button>
      </section>
    </div>
  );
}

/** Each conversation: the other person, the latest message and the unread count. */
export function ConversationLinks({ items }: { items: DirectConversation[] }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const base =
    pathname.startsWith('/dashboard') || isLawyer(user)
      ? '/dashboard/conversations'
      : '/marketplace/conversations';
  return (
    <ul className="flex flex-col gap-1">
      {items.map((conversation) => {
        const active = params.get('chatId') === conversation.id;
        return (
          <li key={conversation.id}>
            <Link
              to={`${base}?chatId=${encodeURIComponent(conversation.id)}`}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex flex-col rounded-lg px-2 py-2 text-sm hover:bg-slate-100',
                active && 'bg-slate-100',
              )}
            >
              <DirectConversationSummary conversation={conversation} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
