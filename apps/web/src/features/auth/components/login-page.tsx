import { useEffect, useState } from 'react';
import { AppLink, useAppLocation, useAppNavigate, useAppSearchParams } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { takeAuthNotice } from '@/lib/auth-notice';
import { markSignInFailed } from '@/lib/auth-session-actions';
import { showToast } from '@/lib/toast';
import { signInWithPassword } from '../api/sign-in-with-password';
import { useLeaveWhenSignedIn, useRedirectTarget } from '../hooks/use-auth-redirect';
import { useGoogleCallback } from '../hooks/use-google-callback';
import { AuthCardHeader } from './auth-card-header';
import { buildLoginHref, buildRegisterHref } from './auth-links';
import { ConfirmCodeStep } from './confirm-code-step';
import { ForgotPasswordStep } from './forgot-password-step';
import { GoogleSignInButton } from './google-sign-in-button';
import { preloadFormResolvers } from './lazy-resolver';
import { LoginForm, type UnconfirmedSignIn } from './login-form';
import { ResetPasswordStep } from './reset-password-step';

type LoginNotice = 'confirmed' | 'passwordReset';
interface LoginLocationState {
  email?: string;
  notice?: LoginNotice;
}

const NOTICE_KEYS: Record<LoginNotice, string> = {
  confirmed: 'auth.confirm.confirmed',
  passwordReset: 'auth.reset.done',
};

/** /auth/login with its steps: sign in, confirm an unconfirmed email, ?step=forgot, ?step=reset. */
export function LoginPage() {
  const { t } = useTranslation();
  const searchParams = useAppSearchParams();
  const location = useAppLocation();
  const navigate = useAppNavigate();
  const google = useGoogleCallback();
  const redirect = useRedirectTarget();
  useLeaveWhenSignedIn(google.target ?? redirect);
  const [unconfirmed, setUnconfirmed] = useState<UnconfirmedSignIn | null>(null);
  const state = (location.state ?? null) as LoginLocationState | null;
  const step = searchParams.get('step');

  // The form's validation is loaded after the first paint, before anyone can submit.
  useEffect(() => {
    preloadFormResolvers().catch(() => undefined);
  }, []);

  // A redirect after a 401 leaves a notice behind ("Session expired. Please log in again.").
  useEffect(() => {
    if (takeAuthNotice() === 'session-expired') {
      showToast(t('auth.sessionExpired'), { variant: 'error', id: 'session-expired' });
    }
  }, [t]);

  if (google.pending) {
    return (
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <AuthCardHeader title={t('screens.login')} />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t('auth.login.finishing')}
        </p>
      </div>
    );
  }

  if (unconfirmed) {
    const { email, password } = unconfirmed;
    return (
      <div className="p-6 sm:p-8">
        <ConfirmCodeStep
          email={email}
          delivery={unconfirmed.delivery}
          onConfirmed={async () => {
            const result = await signInWithPassword(email, password);
            if (result.status !== 'CONFIRMED') {
              throw new ApiError('User not confirmed', 403, undefined, 'USER_NOT_CONFIRMED');
            }
          }}
          onBack={() => {
            markSignInFailed();
            setUnconfirmed(null);
          }}
        />
      </div>
    );
  }

  if (step === 'forgot' || step === 'reset') {
    const loginHref = buildLoginHref(redirect);
    return (
      <div className="p-6 sm:p-8">
        {step === 'forgot' ? (
          <ForgotPasswordStep
            defaultEmail={state?.email}
            loginHref={loginHref}
            onCodeSent={(email) =>
              navigate(buildLoginHref(redirect, 'reset'), { state: { email } })
            }
          />
        ) : (
          <ResetPasswordStep
            defaultEmail={state?.email}
            loginHref={loginHref}
            onReset={(email) => navigate(loginHref, { state: { email, notice: 'passwordReset' } })}
          />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5 p-6 sm:p-8">
      <AuthCardHeader title={t('screens.login')} intro={t('auth.login.intro')} />
      {state?.notice && <Alert variant="success">{t(NOTICE_KEYS[state.notice] as never)}</Alert>}
      {google.errorKey && <Alert variant="error">{t(google.errorKey as never)}</Alert>}
      <LoginForm
        key={state?.email ?? ''}
        defaultEmail={state?.email}
        forgotHref={buildLoginHref(redirect, 'forgot')}
        onUnconfirmed={setUnconfirmed}
      />
      <GoogleSignInButton redirect={redirect} />
      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <AppLink
          to={buildRegisterHref(redirect)}
          className="rounded font-semibold text-accent-800 underline-offset-4 hover:underline"
        >
          {t('auth.login.registerLink')}
        </AppLink>
      </p>
    </div>
  );
}
