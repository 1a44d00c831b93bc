import { useTranslation } from 'react-i18next';
import { UnavailableScreen } from '../components/unavailable-screen';

export function Component() {
  const { t } = useTranslation();
  return <UnavailableScreen title={t('screens.dashboard')} />;
}
