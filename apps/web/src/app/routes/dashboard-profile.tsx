import { useTranslation } from 'react-i18next';
import { LawyerProfileForm } from '@/features/dashboard/components/lawyer-profile-form';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <ProfilePage title={t('screens.dashboardProfile')}>
      <LawyerProfileForm />
    </ProfilePage>
  );
}
