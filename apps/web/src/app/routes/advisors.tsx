import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LawyerListPage } from '@/features/marketplace/components/lawyer-list-page';

/** /advisors?location=: the marketplace search, starting with the city searched for. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // URLSearchParams already decodes the URL-encoded location.
  const location = searchParams.get('location')?.trim();
  return (
    <LawyerListPage title={t('screens.advisors')}>
      {location && (
        <p className="text-sm text-slate-600">{t('screens.advisorsLocation', { location })}</p>
      )}
    </LawyerListPage>
  );
}
