import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodeDelivery } from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { getAuthErrorKey } from '../api/auth-error-message';
import { confirmSignUp, resendConfirmationCode } from '../api/identity-provider';
import { AuthCardHeader } from './auth-card-header';
import { CodeField } from './auth-fields';
import type { ConfirmCodeFormValues } from './auth-form-schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmitButton } from './submit-button';

export type CodeNotice = 'prompt' | 'codeResent';

interface ConfirmCodeStepProps {
  email: string;
  delivery?: CodeDelivery;
  initialNotice?: CodeNotice;
  /** Runs after the provider accepted the code (normally: sign in and go on). */
  onConfirmed: () => Promise<void>;
  onBack?: () => void;
  /** What going back means here: to the login form (default) or to the registration form. */
  backLabel?: string;
}

const CODE_ERRORS = new Set(['CodeMismatchException', 'ExpiredCodeException']);

/** The confirmation-code step of sign-up and of an unconfirmed sign-in, with resend. */
export function ConfirmCodeStep(props: ConfirmCodeStepProps) {
  const { email, onConfirmed, onBack, backLabel } = props;
  const { t } = useTranslation();
  const [notice, setNotice] = useState<CodeNotice>(props.initialNotice ?? 'prompt');
  const [delivery, setDelivery] = useState(props.delivery);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<ConfirmCodeFormValues>({
    resolver: lazyResolver('confirmCodeFormResolver'),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setErrorKey(null);
    try {
      await confirmSignUp(email, code);
    } catch (error) {
      const key = getAuthErrorKey(error, 'confirm');
      if (isApiError(error) && CODE_ERRORS.has(error.code ?? ''))
        form.setError('code', { message: key }, { shouldFocus: true });
      else setErrorKey(key);
      return;
    }
    try {
      await onConfirmed();
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'sign-in'));
    }
  });

  const resend = async () => {
    setErrorKey(null);
    setResending(true);
    try {
      const answer = await resendConfirmationCode(email);
      setDelivery(answer.codeDelivery);
      setNotice('codeResent');
      form.clearErrors('code');
    } catch (error) {
      setErrorKey(getAuthErrorKey(error, 'confirm'));
    } finally {
      setResending(false);
    }
  };

  const failed = delivery?.status === 'FAILED';
  return (
    <div className="flex flex-col gap-5">
      <AuthCardHeader title={t('auth.confirm.title')} focusOnMount />
      {failed ? (
        <Alert variant="error">{t('auth.errors.codeDeliveryFailed')}</Alert>
      ) : (
        <Alert variant="success">
          <p>{t(notice === 'codeResent' ? 'auth.confirm.codeResent' : 'auth.confirm.prompt')}</p>
          {delivery?.destination && (
            <p className="mt-1">
              {t('auth.confirm.sentTo', { destination: delivery.destination })}
            </p>
          )}
        </Alert>
      )}
      {errorKey && <Alert variant="error">{t(errorKey as never)}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CodeField
          id="confirm-code"
          className="tracking-[0.3em]"
          registration={form.register('code')}
          error={errors.code?.message}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t('auth.confirm.submitting')}>
          {t('auth.confirm.submit')}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={() => void resend()} disabled={resending || isSubmitting}>
          {resending && <Spinner />}
          {resending ? t('auth.confirm.resending') : t('auth.confirm.resend')}
        </Button>
        {onBack && (
          <Button variant="ghost" onClick={onBack}>
            {backLabel ?? t('auth.confirm.back')}
          </Button>
        )}
      </div>
    </div>
  );
}
