import { useState } from 'react';
import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { signInWithPassword } from '../api/sign-in-with-password';
import { useLeaveWhenSignedIn, useRedirectTarget } from '../hooks/use-auth-redirect';
import { AuthCardHeader } from './auth-card-header';
import { buildLoginHref } from './auth-links';
import { ConfirmCodeStep } from './confirm-code-step';
import { RegisterForm, type RegisteredAccount } from './register-form';

/** /auth/register: the form, then the confirmation code, then signed in and on our way. */
export function RegisterPage() {
  const { t } = useTranslation();
  const redirect = useRedirectTarget();
  useLeaveWhenSignedIn(redirect);
  const [registered, setRegistered] = useState<RegisteredAccount | null>(null);
  const loginHref = buildLoginHref(redirect);

  if (registered) {
    const { email, password, answer } = registered;
    return (
      <div className="p-6 sm:p-8">
        <ConfirmCodeStep
          email={email}
          delivery={answer.codeDelivery}
          initialNotice={answer.codeResent ? 'codeResent' : 'prompt'}
          onConfirmed={async () => {
            await signInWithPassword(email, password);
          }}
          onBack={() => setRegistered(null)}
          backLabel={t('auth.confirm.editDetails')}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5 p-6 sm:p-8">
      <AuthCardHeader title={t('screens.register')} intro={t('auth.register.intro')} />
      <RegisterForm loginHref={loginHref} onRegistered={setRegistered} />
      <p className="text-center text-sm text-slate-600">
        {t('auth.register.haveAccount')}{' '}
        <AppLink
          to={loginHref}
          className="rounded font-semibold text-accent-800 underline-offset-4 hover:underline"
        >
          {t('auth.register.loginLink')}
        </AppLink>
      </p>
    </div>
  );
}
