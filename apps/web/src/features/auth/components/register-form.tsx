import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import type { SignUpResponse } from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getCurrentLanguage } from '@/i18n/i18n';
import { markUnconfirmed } from '@/lib/auth-session-actions';
import { translateFieldError } from '@/lib/form-errors';
import { getAuthErrorKey } from '../api/auth-error-message';
import { signUp } from '../api/identity-provider';
import { EmailField, PasswordField } from './auth-fields';
import { registerFormSchema, type RegisterFormValues } from './auth-form-schemas';
import { SubmitButton } from './submit-button';

export interface RegisteredAccount {
  email: string;
  password: string;
  answer: SignUpResponse;
}

interface RegisterFormProps {
  loginHref: string;
  onRegistered: (account: RegisteredAccount) => void;
}

/** Name, email and password; the account starts UNCONFIRMED in the interface language. */
export function RegisterForm({ loginHref, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setErrorKey(null);
    try {
      const answer = await signUp({ name, email, password, language: getCurrentLanguage() });
      markUnconfirmed(email);
      onRegistered({ email, password, answer });
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'sign-up'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errorKey && (
        <Alert variant="error">
          {t(errorKey as never)}
          {errorKey === 'auth.errors.usernameExistsOnSignUp' && (
            <>
              {' '}
              <AppLink to={loginHref} className="font-semibold underline underline-offset-4">
                {t('auth.register.loginLink')}
              </AppLink>
            </>
          )}
        </Alert>
      )}
      <Field
        id="register-name"
        label={t('auth.name')}
        error={translateFieldError(t, errors.name?.message)}
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </Field>
      <EmailField
        id="register-email"
        inputMode="email"
        spellCheck={false}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="register-password"
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.register.submitting')}>
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}
