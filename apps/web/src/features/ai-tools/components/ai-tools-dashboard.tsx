import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useToolShortcuts } from '../hooks/use-tool-shortcuts';
import { ToolShortcuts } from './tool-shortcuts';

/**
 * /ai-tools/dashboard: shortcuts, then the recent documents. The documents list belongs to the
 * documents feature, so the route hands it in (`recentDocuments`) rather than this feature
 * importing another one.
 */
export function AiToolsDashboard({ recentDocuments }: { recentDocuments: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.aiToolsDashboard') }));
  const { dashboard } = useToolShortcuts();
  return (
    <section
      aria-labelledby="ai-tools-dashboard-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="ai-tools-dashboard-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.aiToolsDashboard')}
        </h1>
        <p className="text-sm text-slate-600">{t('legalForms.hub.dashboardIntro')}</p>
      </div>
      <section aria-labelledby="ai-tools-shortcuts" className="flex flex-col gap-3">
        <h2 id="ai-tools-shortcuts" className="text-lg font-semibold text-slate-900">
          {t('legalForms.hub.shortcuts')}
        </h2>
        <ToolShortcuts label={t('legalForms.hub.shortcuts')} items={dashboard} />
      </section>
      {/* The documents feature's section brings its own heading and link to My documents. */}
      {recentDocuments}
    </section>
  );
}
