import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The dashboard's "Recent documents" body. Extension point for the documents feature (issue 12
 * part 5): replace this body with its recent-documents list; the dashboard gives the heading.
 */
export function RecentDocumentsSlot() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 p-5">
      <p className="text-sm text-slate-700">{t('legalForms.hub.noDocuments')}</p>
      <Link to="/ai-tools/formal-notice" className="text-sm font-medium text-accent-800 underline">
        {t('legalForms.hub.createNotice')}
      </Link>
    </div>
  );
}
