// The standalone sign-in page (auth.html; issue 18), loaded by auth-main.tsx after the first
// paint. No router library, no TanStack Query, no app shell: see main.tsx for the app, which
// renders the same pages when it navigates to them itself.
import { presetIdentityProviders } from '@/features/auth/hooks/use-identity-providers';
import { addCatalogs, loadCatalogs, startI18n } from '@/i18n/i18n';
import { restoreSession } from '@/lib/auth-session-actions';
import { startTracking } from '@/lib/tracking-browser';
import { trackPageLoad } from '@/lib/tracking-events';
import { mountAuthPage } from '@/prerender/mount-auth-page';
import { readPrerenderedPage } from '@/prerender/prerendered-page';

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

void Promise.all([startI18n(), loadCatalogs(['auth'])]).then(() =>
  mountAuthPage(container, prerendered),
);
