import { useTranslation } from 'react-i18next';
import { LawyerListPage } from '@/features/marketplace/components/lawyer-list-page';

export function Component() {
  const { t } = useTranslation();
  return <LawyerListPage title={t('screens.marketplace')} />;
}
