import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { toSessionUser } from '@/lib/auth-session-actions';
import { SessionUserProvider } from '@/lib/session-user';
import { useAuthSession } from '@/lib/use-auth-session';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the screens rely on: translations, server cache, session user and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SignedInUser>
          {children}
          <TranslatedToaster />
        </SignedInUser>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The signed-in account, reduced to what the interface shows (spec 01 §3 "Session user"). */
function SignedInUser({ children }: { children: ReactNode }) {
  const { account } = useAuthSession();
  const user = useMemo(() => toSessionUser(account), [account]);
  return <SessionUserProvider user={user}>{children}</SessionUserProvider>;
}

// Lazy: sonner is in no screen's first paint; lib/toast.ts holds toasts until it is mounted.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

// Mounted once the first screen is idle (at most a second after it): sonner's set-up then does not
// compete with the first paint (issue 18). A toast sent before is kept by sonner and shows then.
const TOASTER_IDLE_TIMEOUT_MS = 1000;

function TranslatedToaster() {
  const { t } = useTranslation();
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = setTimeout(() => setIsIdle(true));
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), {
      timeout: TOASTER_IDLE_TIMEOUT_MS,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster regionLabel={t('toasts.region')} closeLabel={t('toasts.close')} />
    </Suspense>
  );
}
