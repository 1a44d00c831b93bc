import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GeneratedDocumentSummary } from '@lexlogis/contracts';
import { getButtonClasses } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteDocument, useDocuments } from '../api/documents-api';
import { DocumentsLoadState } from './documents-load-state';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentRow } from './document-row';
import { RenameDocumentDialog } from './rename-document-dialog';

/** /ai-tools/my-documents: the user's generated documents, to download, rename or delete. */
export function MyDocumentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.myDocuments') }));
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [renaming, setRenaming] = useState<GeneratedDocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<GeneratedDocumentSummary | null>(null);
  const items = documents.data?.items ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast(t('documents.list.deleted'), { variant: 'success' });
        setDeleting(null);
      },
      onError: () => showToast(t('documents.list.deleteError'), { variant: 'error' }),
    });
  };

  return (
    <section
      aria-labelledby="my-documents-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-documents-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.myDocuments')}
        </h1>
        <Link to="/ai-tools/formal-notice" className={getButtonClasses('primary', 'md')}>
          {t('documents.list.newNotice')}
        </Link>
      </div>
      <DocumentsLoadState query={documents} />
      {documents.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600">{t('documents.list.empty')}</p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={t('screens.myDocuments')}
          className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onRename={() => setRenaming(document)}
              onDelete={() => setDeleting(document)}
            />
          ))}
        </ul>
      )}
      <RenameDocumentDialog document={renaming} onClose={() => setRenaming(null)} />
      <DeleteDocumentDialog
        title={deleting?.title ?? null}
        isDeleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
