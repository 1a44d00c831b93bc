import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '@/components/ui/button';
import { startGoogleSignIn } from '../api/identity-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { useIdentityProviders } from '../hooks/use-identity-providers';

/** Shown only when the provider says Google is configured; preceded by an "or" divider. */
export function GoogleSignInButton({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const { google } = useIdentityProviders();
  const hydrated = useHydrated();
  if (!google) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => startGoogleSignIn(redirect)}
        className={getButtonClasses('outline', 'md', 'h-11 w-full')}
      >
        <GoogleMark />
        {t('auth.login.google')}
      </button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}
