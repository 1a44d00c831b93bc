import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the first screen's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-16">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}
