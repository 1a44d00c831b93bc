import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeAuthNotice } from '@/lib/auth-notice';
import { showToast } from '@/lib/toast';
import { UnavailableScreen } from '../components/unavailable-screen';

export function Component() {
  const { t } = useTranslation();

  // A redirect after a 401 leaves a notice behind ("Session expired. Please log in again.").
  useEffect(() => {
    if (takeAuthNotice() === 'session-expired') {
      showToast(t('auth.sessionExpired'), { variant: 'error', id: 'session-expired' });
    }
  }, [t]);

  return <UnavailableScreen title={t('screens.login')} />;
}
