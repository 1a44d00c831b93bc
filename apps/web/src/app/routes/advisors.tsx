import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnavailableScreen } from '../components/unavailable-screen';

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // URLSearchParams already decodes the URL-encoded location.
  const location = searchParams.get('location')?.trim();
  return (
    <UnavailableScreen title={t('screens.advisors')}>
      {location && (
        <p className="mt-2 text-sm text-slate-500">{t('screens.advisorsLocation', { location })}</p>
      )}
    </UnavailableScreen>
  );
}
