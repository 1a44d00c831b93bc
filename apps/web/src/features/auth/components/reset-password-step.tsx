import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateFieldError } from '@/lib/form-errors';
import { getAuthErrorKey } from '../api/auth-error-message';
import { confirmPasswordReset } from '../api/identity-provider';
import { AuthCardHeader } from './auth-card-header';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './auth-form-schemas';
import { PasswordInput } from './password-input';
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
    resolver: zodResolver(resetPasswordFormSchema),
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
        <Field
          id="reset-email"
          label={t('auth.email')}
          error={translateFieldError(t, errors.email?.message)}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              {...form.register('email')}
            />
          )}
        </Field>
        <Field
          id="reset-code"
          label={t('auth.code')}
          hint={t('auth.codeHint')}
          error={translateFieldError(t, errors.code?.message)}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.register('code')}
            />
          )}
        </Field>
        <Field
          id="reset-password"
          label={t('auth.newPassword')}
          hint={t('auth.passwordRule')}
          error={translateFieldError(t, errors.newPassword?.message)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          )}
        </Field>
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
      <Link
        to={loginHref}
        className="w-fit rounded text-sm font-medium text-accent-800 underline-offset-4 hover:underline"
      >
        {t('auth.forgot.back')}
      </Link>
    </div>
  );
}
