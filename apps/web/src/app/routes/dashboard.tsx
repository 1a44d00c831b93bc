import { useTranslation } from 'react-i18next';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function Component() {
  const { t } = useTranslation();
  return <DashboardPage title={t('screens.dashboard')} />;
}
