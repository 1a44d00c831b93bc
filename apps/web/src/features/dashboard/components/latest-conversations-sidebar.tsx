import { useTranslation } from 'react-i18next';
import { useDirectConversations } from '@/lib/direct-chat';
import { ConversationSummaryList } from './conversation-summary-list';

export const LATEST_CONVERSATIONS_SHOWN = 5;

/** Lawyer dashboard sidebar: the latest real conversations (not the spec's static samples). */
export function LatestConversationsSidebar() {
  const { t } = useTranslation();
  const conversations = useDirectConversations();
  const items = (conversations.data ?? []).slice(0, LATEST_CONVERSATIONS_SHOWN);
  return (
    <section aria-labelledby="latest-conversations-title" className="flex flex-col gap-2 px-3">
      <h2 id="latest-conversations-title" className="text-base font-semibold text-slate-900">
        {t('dashboard.latestConversations')}
      </h2>
      {conversations.isPending ? (
        <p className="text-sm text-slate-500">{t('lawyerMarketplace.conversations.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('dashboard.latestEmpty')}</p>
      ) : (
        <ConversationSummaryList items={items} label={t('dashboard.latestConversations')} />
      )}
    </section>
  );
}
