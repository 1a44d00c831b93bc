import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { toSessionUser } from '@/lib/auth-session-actions';
import { SessionUserProvider } from '@/lib/session-user';
import { useAuthSession } from '@/lib/use-auth-session';
import { TranslatedToaster } from './components/translated-toaster';

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
