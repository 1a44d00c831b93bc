import { AppLink, useAppSearchParams } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { getButtonClasses } from '@/components/ui/button';
import { getAuthErrorKeyForCode } from '../api/auth-error-message';
import { AuthCardHeader } from './auth-card-header';

/** /auth/error?code=…: what went wrong during sign-in, in the interface language. */
export function AuthErrorPage() {
  const { t } = useTranslation();
  const searchParams = useAppSearchParams();
  const code = searchParams.get('code');
  const key = code ? getAuthErrorKeyForCode(code) : null;
  return (
    <div className="flex flex-col gap-5 p-6 sm:p-8">
      <AuthCardHeader title={t('screens.authError')} />
      <Alert variant="error">
        {key && key !== 'auth.errors.unknown' ? t(key as never) : t('auth.errorPage.fallback')}
      </Alert>
      <AppLink to="/auth/login" className={getButtonClasses('primary', 'md', 'h-11 w-full')}>
        {t('auth.errorPage.back')}
      </AppLink>
    </div>
  );
}
