// The standalone sign-in page's entry (auth.html; issue 18): the server sends it for the sign-in
// paths on a first load. No router library, no TanStack Query, no app shell: see main.tsx for
// the app, which renders the same pages when it navigates to them itself.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AuthApp } from '@/app/auth-app';
import { AuthRoot } from '@/app/auth-root';
import { presetIdentityProviders } from '@/features/auth/hooks/use-identity-providers';
import { addCatalogs, i18n, loadCatalogs, startI18n } from '@/i18n/i18n';
import { restoreSession } from '@/lib/auth-session-actions';
import { startTracking } from '@/lib/tracking-browser';
import { trackPageLoad } from '@/lib/tracking-events';
import { canHydratePrerendered, readPrerenderedPage } from '@/prerender/prerendered-page';
import './index.css';

startTracking();
trackPageLoad();
// A signed-in visitor is sent on to the app by the login page once this confirms the session.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in auth.html');

// The server may have sent the page prerendered (round 5): its catalogs and the providers came
// with it, so the first render needs no request.
const prerendered = readPrerenderedPage(document);
if (prerendered) {
  addCatalogs(prerendered.language, prerendered.catalogs);
  presetIdentityProviders(prerendered.providers);
}

void Promise.all([startI18n(), loadCatalogs(['auth'])]).then(() => {
  const root = (
    <AuthRoot i18n={i18n}>
      <AuthApp />
    </AuthRoot>
  );
  const { pathname, search, hash } = window.location;
  const browser = { language: i18n.language, pathname, search, hash };
  if (
    prerendered &&
    canHydratePrerendered(prerendered, { ...browser, historyState: history.state })
  ) {
    hydrateRoot(container, root);
  } else {
    // Another language or address than the build's: render anew, replacing the markup.
    createRoot(container).render(root);
  }
});
