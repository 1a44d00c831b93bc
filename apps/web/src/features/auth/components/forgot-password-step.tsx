import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { getAuthErrorKey } from '../api/auth-error-message';
import { requestPasswordReset } from '../api/identity-provider';
import { AuthCardHeader } from './auth-card-header';
import { EmailField } from './auth-fields';
import { BackToLoginLink } from './back-to-login-link';
import type { ForgotPasswordFormValues } from './auth-form-schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmitButton } from './submit-button';

interface ForgotPasswordStepProps {
  defaultEmail?: string;
  loginHref: string;
  onCodeSent: (email: string) => void;
}

/** Step ?step=forgot of the login page: ask the provider to email a reset code. */
export function ForgotPasswordStep({
  defaultEmail = '',
  loginHref,
  onCodeSent,
}: ForgotPasswordStepProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormValues>({
    resolver: lazyResolver('forgotPasswordFormResolver'),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrorKey(null);
    try {
      await requestPasswordReset(email);
      onCodeSent(email);
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'reset'));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <AuthCardHeader title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} focusOnMount />
      {errorKey && <Alert variant="error">{t(errorKey as never)}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField
          id="forgot-email"
          spellCheck={false}
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
      <BackToLoginLink to={loginHref} />
    </div>
  );
}
