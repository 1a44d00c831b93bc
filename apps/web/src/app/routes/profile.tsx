import { useTranslation } from 'react-i18next';
import { SubscriptionSummary } from '@/features/billing/components/subscription-summary';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <ProfilePage title={t('screens.profile')} />
      <div className="mx-auto w-full max-w-3xl px-4 pb-12">
        <SubscriptionSummary showUpgradeLink />
      </div>
    </>
  );
}
