import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocuments } from '../api/documents-api';
import { DocumentsLoadState } from './documents-load-state';
import { describeDocumentType, formatDocumentDate } from './document-labels';

export const RECENT_DOCUMENTS_COUNT = 5;

/**
 * The dashboard's "Recent documents" slot (issue 12): the latest five generated documents, or an
 * empty state pointing to the formal-notice generator. The AI tools dashboard renders it.
 */
export function RecentDocuments() {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(RECENT_DOCUMENTS_COUNT);
  const items = documents.data?.items ?? [];

  return (
    <section aria-labelledby="recent-documents-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-documents-title" className="text-lg font-semibold text-slate-900">
          {t('documents.recent.title')}
        </h2>
        <Link to="/ai-tools/my-documents" className="text-sm font-medium text-accent-800 underline">
          {t('documents.recent.all')}
        </Link>
      </div>
      <DocumentsLoadState query={documents} />
      {documents.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600">
          {t('documents.recent.empty')}{' '}
          <Link to="/ai-tools/formal-notice" className="font-medium text-accent-800 underline">
            {t('documents.recent.create')}
          </Link>
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.slice(0, RECENT_DOCUMENTS_COUNT).map((document) => (
            <li key={document.id} className="flex items-start gap-3 p-3">
              <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{document.title}</p>
                <p className="text-xs text-slate-600">
                  {describeDocumentType(t, document)} ·{' '}
                  {formatDocumentDate(i18n.language, document.createdAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
