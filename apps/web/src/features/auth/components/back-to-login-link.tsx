import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';

/** The way out of the password-reset steps, back to the login form. */
export function BackToLoginLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={to}
      className="w-fit rounded text-sm font-medium text-accent-800 underline-offset-4 hover:underline"
    >
      {t('auth.forgot.back')}
    </AppLink>
  );
}
