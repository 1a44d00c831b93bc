import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/i18n/i18n';
import { SessionUserProvider, type SessionUser } from '@/lib/session-user';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Supplied by the identity work; null means nobody is signed in. */
  user?: SessionUser | null;
  children: ReactNode;
}

/** Everything the screens rely on: translations, server cache, session user and toasts. */
export function AppProviders({ queryClient, user = null, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionUserProvider user={user}>
          {children}
          <TranslatedToaster />
        </SessionUserProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function TranslatedToaster() {
  const { t } = useTranslation();
  return <Toaster regionLabel={t('toasts.region')} closeLabel={t('toasts.close')} />;
}
