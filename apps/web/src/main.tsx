import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/app/components/app-error-boundary';
import { readFirstScreenData } from '@/app/first-screen-data';
import { prefetchFirstScreen } from '@/app/prefetch-first-screen';
import { AppProviders } from '@/app/providers';
import { renderApp } from '@/app/render-app';
import { connectSession, createAppRouter } from '@/app/router';
import { restoreSession } from '@/lib/auth-session-actions';
import { startDocumentCookieSync } from '@/lib/document-cookie';
import { runAfterFirstScreen, startFirstScreenWait } from '@/lib/first-screen-shown';
import { createQueryClient } from '@/lib/query-client';
import { startTracking, trackEvent } from '@/lib/tracking-browser';
import { loadAllCatalogs, startI18n } from '@/i18n/i18n';
import { trackPageLoad } from '@/lib/tracking-events';
import { warmUpClassMerge } from '@/lib/utils';
import './index.css';

const queryClient = createQueryClient();
const router = createAppRouter();
connectSession(router, queryClient);
// Analytics (issue 15): batched, and only ever sent with an access token.
startTracking();
trackPageLoad();
let trackedPath = window.location.pathname;
trackEvent({ category: 'page', action: 'view', label: trackedPath });
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.location.pathname === trackedPath) return;
  trackedPath = state.location.pathname;
  trackEvent({ category: 'page', action: 'view', label: trackedPath });
});
// A session stored before the reload comes back (refreshed if needed) before guarded screens show.
// An answered conversation's document may carry its first screen (issue 18, round 7).
const firstScreen = readFirstScreenData(document, window.location);
void restoreSession(firstScreen?.account);
startDocumentCookieSync();
prefetchFirstScreen(window.location, firstScreen);

startFirstScreenWait(window.location.search);

// The rest of the language's catalogs, for dialogs and tabs that open later: once the first
// screen is up, so they never compete with it.
const unsubscribeIdle = router.subscribe((state) => {
  if (!state.initialized || state.navigation.state !== 'idle') return;
  unsubscribeIdle();
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
  runAfterFirstScreen(() => whenIdle(() => void loadAllCatalogs()));
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// While the catalog arrives: tailwind-merge's set-up, or the first render would pay for it.
setTimeout(warmUpClassMerge);
// The base catalog is one small chunk, fetched while the router loads the first screen's code.
void startI18n().then(() => {
  renderApp(
    createRoot(container),
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>,
    // The document's account confirmed the session at once (restoreSession above).
    { router, sessionConfirmed: firstScreen !== null },
  );
});
