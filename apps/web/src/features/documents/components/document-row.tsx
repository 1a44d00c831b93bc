import { useState } from 'react';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedDocumentSummary } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { downloadDocument } from '../api/documents-api';
import { describeDocumentType, formatDocumentDate } from './document-labels';

interface DocumentRowProps {
  document: GeneratedDocumentSummary;
  onRename: () => void;
  onDelete: () => void;
}

/** One document: its title, type and date, and its three actions. */
export function DocumentRow({ document, onRename, onDelete }: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(document);
    } catch {
      showToast(t('documents.list.downloadError'), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{document.title}</p>
        <p className="text-sm text-slate-600">
          {describeDocumentType(t, document)} ·{' '}
          <time dateTime={document.createdAt}>
            {formatDocumentDate(i18n.language, document.createdAt)}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={t('documents.list.downloadNamed', { title: document.title })}
        >
          {downloading ? <Spinner /> : <Download aria-hidden className="size-4" />}
          {t('documents.list.download')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRename}
          aria-label={t('documents.list.renameNamed', { title: document.title })}
        >
          <Pencil aria-hidden className="size-4" />
          {t('documents.list.rename')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={t('documents.list.deleteNamed', { title: document.title })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('documents.list.delete')}
        </Button>
      </div>
    </li>
  );
}
