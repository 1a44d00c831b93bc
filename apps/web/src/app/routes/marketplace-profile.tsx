import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation();
  return <ProfilePage title={t('screens.marketplaceProfile')} />;
}
