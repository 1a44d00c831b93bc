import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { findAuthPagePath, type AuthPagePath } from '@lexlogis/contracts/helpers';
import { LoginPage } from '@/features/auth/components/login-page';
import { useHistoryNavigation, type LoadDocument } from '@/lib/history-navigation';
import { NavigationProvider, type AppNavigation } from '@/lib/navigation';
import { trackEvent } from '@/lib/tracking-browser';
import { AppErrorBoundary } from './components/app-error-boundary';
import { PageLoader } from './components/page-loader';
import { AuthLayout } from './layouts/auth-layout';

/**
 * A page loaded apart, which can also be loaded before the browser hydrates its prerendered
 * markup: a lazy page would leave that markup waiting for the chunk, and a language switch in
 * that window makes React throw it away with a hydration error (#418).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  const preload = async () => {
    loaded = await load();
  };
  return { Page, preload };
}

// Lazy: the sign-up form's resolver is zod's, imported statically, and the error page is seldom
// seen; the login page's first load does without both.
const register = lazyPage(
  async () => (await import('@/features/auth/components/register-page')).RegisterPage,
);
const errorPage = lazyPage(
  async () => (await import('@/features/auth/components/auth-error-page')).AuthErrorPage,
);

const PAGES: Record<AuthPagePath, ComponentType> = {
  '/auth/login': LoginPage,
  '/auth/register': register.Page,
  '/auth/error': errorPage.Page,
};

/** Loads a page's code before the browser hydrates its prerendered markup (see lazyPage). */
export async function preloadAuthPage(path: AuthPagePath): Promise<void> {
  if (path === '/auth/register') await register.preload();
  if (path === '/auth/error') await errorPage.preload();
}

const rendersPath = (pathname: string) => findAuthPagePath(pathname) !== null;

/**
 * The standalone sign-in page (auth.html, issue 18): the sign-in screens of the app, in the same
 * layout, switched by path. Going anywhere else (signed in, the policies, the logo) loads the
 * app as a new document, which restores the session stored at sign-in.
 */
export function AuthApp({ loadDocument }: { loadDocument?: LoadDocument }) {
  const navigation = useHistoryNavigation(rendersPath, loadDocument);
  const { pathname } = navigation.location;
  const page = findAuthPagePath(pathname);
  useTrackPageViews(pathname);

  // Only reached when auth.html is opened by its own name: the login page is the sign-in page.
  useEffect(() => {
    if (!page) navigation.navigate('/auth/login', { replace: true });
  }, [page, navigation]);

  return <AuthPages navigation={navigation} />;
}

/**
 * The pages for a navigation, without the browser: the build prerenders them with a fixed
 * location (`prerender/render-auth-page.tsx`), so this tree is what the client hydrates.
 */
export function AuthPages({ navigation }: { navigation: AppNavigation }) {
  const page = findAuthPagePath(navigation.location.pathname);
  const Page = page ? PAGES[page] : null;
  return (
    <NavigationProvider value={navigation}>
      <AuthLayout>
        <AppErrorBoundary key={page}>
          <Suspense fallback={<PageLoader />}>{Page && <Page />}</Suspense>
        </AppErrorBoundary>
      </AuthLayout>
    </NavigationProvider>
  );
}

/** A page view per path, as the app's router subscription sends them (issue 15). */
function useTrackPageViews(pathname: string): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    trackEvent({ category: 'page', action: 'view', label: pathname });
  }, [pathname]);
}
