// The standalone sign-in page's entry (auth.html; issue 18): the server sends it for the sign-in
// paths on a first load. No router library, no TanStack Query, no app shell: see main.tsx for
// the app, which renders the same pages when it navigates to them itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AuthApp } from '@/app/auth-app';
import { AppErrorBoundary } from '@/app/components/app-error-boundary';
import { TranslatedToaster } from '@/app/components/translated-toaster';
import { i18n, loadCatalogs, startI18n } from '@/i18n/i18n';
import { restoreSession } from '@/lib/auth-session-actions';
import { startTracking } from '@/lib/tracking-browser';
import { trackPageLoad } from '@/lib/tracking-events';
import './index.css';

startTracking();
trackPageLoad();
// A signed-in visitor is sent on to the app by the login page once this confirms the session.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in auth.html');

void Promise.all([startI18n(), loadCatalogs(['auth'])]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <AuthApp />
        </AppErrorBoundary>
        <TranslatedToaster />
      </I18nextProvider>
    </StrictMode>,
  );
});
