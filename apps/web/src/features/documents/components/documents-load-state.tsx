import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The documents list's loading and error lines, the same on the dashboard and on its own page. */
export function DocumentsLoadState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {t('documents.list.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-rose-800">
        {t('documents.list.loadError')}
      </p>
    );
  }
  return null;
}
