import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateFieldError } from '@/lib/form-errors';
import { PasswordInput } from './password-input';

/** Attributes a form may still add; the Field and the registration own the rest. */
type ExtraInputProps = Omit<
  ComponentProps<'input'>,
  keyof FieldControlProps | keyof UseFormRegisterReturn | 'type'
>;

interface AuthFieldProps extends ExtraInputProps {
  id: string;
  /** What `form.register(name)` returned, spread last so react-hook-form owns the value. */
  registration: UseFormRegisterReturn;
  /** The raw validation message (a catalog key or the contracts' wording), translated here. */
  error: string | undefined;
}

/** The email field of the auth forms; each form adds its own extra hints (inputMode…). */
export function EmailField({ id, registration, error, ...inputProps }: AuthFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('auth.email')} error={translateFieldError(t, error)}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          {...inputProps}
          {...registration}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps extends Omit<AuthFieldProps, 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password';
  label?: ReactNode;
}

/**
 * A password field with show/hide. The password rule is shown only for a new password: at
 * sign-in it would be noise, and a rule change must not lock out older passwords.
 */
export function PasswordField({
  id,
  registration,
  error,
  label,
  autoComplete,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      label={label ?? t('auth.password')}
      hint={autoComplete === 'new-password' ? t('auth.passwordRule') : undefined}
      error={translateFieldError(t, error)}
    >
      {(control) => (
        <PasswordInput {...control} autoComplete={autoComplete} {...inputProps} {...registration} />
      )}
    </Field>
  );
}

/** The six-digit emailed code, offered by the browser/OS from the message (one-time-code). */
export function CodeField({ id, registration, error, ...inputProps }: AuthFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      label={t('auth.code')}
      hint={t('auth.codeHint')}
      error={translateFieldError(t, error)}
    >
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...inputProps}
          {...registration}
        />
      )}
    </Field>
  );
}
