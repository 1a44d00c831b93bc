import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAiToolEntries } from '../hooks/use-ai-tool-entries';
import { useToolShortcuts } from '../hooks/use-tool-shortcuts';
import { ToolShortcuts } from './tool-shortcuts';

/** /ai-tools: what the tools are, one shortcut each, and the way to the dashboard. */
export function AiToolsHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.aiTools') }));
  const { home } = useToolShortcuts();
  const { dashboard } = useAiToolEntries();
  return (
    <section
      aria-labelledby="ai-tools-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="ai-tools-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.aiTools')}
        </h1>
        <p className="text-sm text-slate-600">{t('legalForms.hub.intro')}</p>
        {dashboard.enabled && (
          <Link to={dashboard.to} className="text-sm font-medium text-accent-800 underline">
            {t('legalForms.hub.openDashboard')}
          </Link>
        )}
      </div>
      <ToolShortcuts label={t('legalForms.hub.toolsLabel')} items={home} />
      <p className="text-xs text-slate-600">{t('legalForms.hub.disclaimer')}</p>
    </section>
  );
}
