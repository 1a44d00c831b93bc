import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProfileCompleteness, type DirectConversation } from '@lexlogis/contracts';
import { useDirectConversations } from '@/lib/direct-chat';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionUser } from '@/lib/session-user';
import { useOwnLawyerProfile } from '../api/lawyer-profile-api';
import { ConversationSummaryList } from './conversation-summary-list';
import { LATEST_CONVERSATIONS_SHOWN } from './latest-conversations-sidebar';

/** A quote request is new until the lawyer has read it and answered. */
export function isNewQuoteRequest(conversation: DirectConversation, lawyerId: string): boolean {
  if (!conversation.isQuoteRequest) return false;
  const last = conversation.messages.at(-1);
  return (conversation.unreadCount ?? 0) > 0 || !last || last.senderId !== lawyerId;
}

/** /dashboard: new quote requests, latest conversations and the profile's completeness. */
export function DashboardPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const user = useSessionUser();
  const conversations = useDirectConversations();
  const items = conversations.data ?? [];
  const quotes = items.filter((item) => isNewQuoteRequest(item, user?.id ?? ''));
  const card = 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      <ProfileCompleteness className={card} />
      <section aria-labelledby="quote-requests-title" className={card}>
        <h2 id="quote-requests-title" className="text-lg font-semibold text-slate-900">
          {t('lawyerMarketplace.dashboard.quoteRequests')}
        </h2>
        {conversations.isPending ? (
          <p className="text-sm text-slate-600">{t('lawyerMarketplace.conversations.loading')}</p>
        ) : quotes.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t('lawyerMarketplace.dashboard.noQuoteRequests')}
          </p>
        ) : (
          <ConversationSummaryList
            items={quotes}
            label={t('lawyerMarketplace.dashboard.quoteRequests')}
          />
        )}
      </section>
      <section aria-labelledby="dashboard-latest-title" className={card}>
        <h2 id="dashboard-latest-title" className="text-lg font-semibold text-slate-900">
          {t('dashboard.latestConversations')}
        </h2>
        {conversations.isPending ? (
          <p className="text-sm text-slate-600">{t('lawyerMarketplace.conversations.loading')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('dashboard.latestEmpty')}</p>
        ) : (
          <ConversationSummaryList
            items={items.slice(0, LATEST_CONVERSATIONS_SHOWN)}
            label={t('dashboard.latestConversations')}
          />
        )}
      </section>
    </div>
  );
}

function ProfileCompleteness({ className }: { className: string }) {
  const { t } = useTranslation();
  const profile = useOwnLawyerProfile();
  const completeness = profile.data ? getProfileCompleteness(profile.data) : null;
  return (
    <section aria-labelledby="completeness-title" className={className}>
      <h2 id="completeness-title" className="text-lg font-semibold text-slate-900">
        {t('lawyerMarketplace.dashboard.completeness')}
      </h2>
      {profile.isPending ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.dashboard.loadingProfile')}</p>
      ) : !completeness ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.dashboard.noProfile')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            {t('lawyerMarketplace.dashboard.percent', { percent: completeness.percent })}
          </p>
          <progress
            className="w-full"
            max={100}
            value={completeness.percent}
            aria-label={t('lawyerMarketplace.dashboard.completeness')}
          />
          {completeness.missing.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('lawyerMarketplace.dashboard.missing', {
                fields: completeness.missing
                  .map((field) => t(`lawyerMarketplace.profileForm.fields.${field}`))
                  .join(', '),
              })}
            </p>
          )}
        </>
      )}
      <Link to="/dashboard/profile" className="text-sm font-medium text-accent-700 underline">
        {t('lawyerMarketplace.dashboard.editProfile')}
      </Link>
    </section>
  );
}
