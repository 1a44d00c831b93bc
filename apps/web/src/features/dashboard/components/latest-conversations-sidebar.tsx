import { useTranslation } from 'react-i18next';

/** Lawyer dashboard sidebar: latest conversations (none until conversations exist). */
export function LatestConversationsSidebar() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="latest-conversations-title" className="flex flex-col gap-2 px-3">
      <h2 id="latest-conversations-title" className="text-base font-semibold text-slate-900">
        {t('dashboard.latestConversations')}
      </h2>
      <p className="text-sm text-slate-500">{t('dashboard.latestEmpty')}</p>
    </section>
  );
}
