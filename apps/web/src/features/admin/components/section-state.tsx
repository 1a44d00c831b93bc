import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * Loading and failure of an admin section. A failure says so and offers a retry: the spec's
 * placeholder figures are not shown (issue 15: no invented numbers).
 */
export function SectionState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!isError) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
        <Spinner className="size-4" />
        {t('common.loading')}
      </div>
    );
  }
  return (
    <Alert variant="error">
      <p>{t('admin.loadError')}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </Alert>
  );
}

/** A figure the server could not compute is null: shown as "unknown", never as 0. */
export function formatFigure(value: number | null, unknown: string, suffix = ''): string {
  return value === null ? unknown : `${value.toLocaleString()}${suffix}`;
}
