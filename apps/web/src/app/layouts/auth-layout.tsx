import type { ReactNode } from 'react';
import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandLink } from '../components/brand-link';
import { LanguageSwitch } from '../components/language-switch';
import { SkipLink } from './skip-link';

/**
 * Open sign-in pages: a centred card without the sidebar shell. Takes its page as children (no
 * router Outlet): the standalone sign-in page (auth.html) renders it without react-router.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex h-18 items-center justify-between gap-3 px-4">
        <BrandLink showTagline={false} />
        <LanguageSwitch disabled={!hydrated} />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pb-12 pt-6 focus:outline-none sm:items-center"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white shadow-sm">
          {children}
        </div>
      </main>
      <footer className="flex justify-center gap-4 pb-6 text-sm text-slate-600">
        <AppLink to="/policies?tab=privacy" className="rounded underline-offset-4 hover:underline">
          {t('policies.privacyTab')}
        </AppLink>
        <AppLink to="/policies?tab=terms" className="rounded underline-offset-4 hover:underline">
          {t('policies.termsTab')}
        </AppLink>
      </footer>
    </div>
  );
}
