import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { getAuthErrorKey } from '../api/auth-error-message';
import { confirmPasswordReset } from '../api/identity-provider';
import { AuthCardHeader } from './auth-card-header';
import { CodeField, EmailField, PasswordField } from './auth-fields';
import { BackToLoginLink } from './back-to-login-link';
import type { ResetPasswordFormValues } from './auth-form-schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmitButton } from './submit-button';

interface ResetPasswordStepProps {
  defaultEmail?: string;
  loginHref: string;
  onReset: (email: string) => void;
}

/** Step ?step=reset of the login page: the emailed code and a new password. */
export function ResetPasswordStep({
  defaultEmail = '',
  loginHref,
  onReset,
}: ResetPasswordStepProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<ResetPasswordFormValues>({
    resolver: lazyResolver('resetPasswordFormResolver'),
    defaultValues: { email: defaultEmail, code: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, code, newPassword }) => {
    setErrorKey(null);
    try {
      await confirmPasswordReset(email, code, newPassword);
      onReset(email);
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'reset'));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <AuthCardHeader title={t('auth.reset.title')} intro={t('auth.reset.intro')} focusOnMount />
      {errorKey && <Alert variant="error">{t(errorKey as never)}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField
          id="reset-email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <CodeField
          id="reset-code"
          registration={form.register('code')}
          error={errors.code?.message}
        />
        <PasswordField
          id="reset-password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          registration={form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
      <BackToLoginLink to={loginHref} />
    </div>
  );
}
