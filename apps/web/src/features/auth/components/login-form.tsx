import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import type { CodeDelivery } from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { getAuthErrorKey } from '../api/auth-error-message';
import { signInWithPassword } from '../api/sign-in-with-password';
import { EmailField, PasswordField } from './auth-fields';
import type { LoginFormValues } from './auth-form-schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmitButton } from './submit-button';

export interface UnconfirmedSignIn {
  email: string;
  password: string;
  delivery: CodeDelivery | undefined;
}

interface LoginFormProps {
  defaultEmail?: string;
  forgotHref: string;
  onUnconfirmed: (details: UnconfirmedSignIn) => void;
}

/** Email and password; a success becomes CONFIRMED and the page moves on by itself. */
export function LoginForm({ defaultEmail = '', forgotHref, onUnconfirmed }: LoginFormProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    resolver: lazyResolver('loginFormResolver'),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setErrorKey(null);
    try {
      const result = await signInWithPassword(email, password);
      if (result.status === 'UNCONFIRMED') onUnconfirmed({ email, password, ...result });
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'sign-in'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errorKey && <Alert variant="error">{t(errorKey as never)}</Alert>}
      <EmailField
        id="login-email"
        inputMode="email"
        spellCheck={false}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="login-password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <AppLink
        to={forgotHref}
        className="-mt-1 w-fit rounded text-sm font-medium text-accent-800 underline-offset-4 hover:underline"
      >
        {t('auth.login.forgot')}
      </AppLink>
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
