import i18next from 'i18next';
import { prerender } from 'react-dom/static';
import type { AuthPagePath } from '@lexlogis/contracts/helpers';

// The build reads the page list from here (build-tools/prerender-auth.ts cannot import it).
export { AUTH_PAGE_PATHS } from '@lexlogis/contracts/helpers';
import { AuthPages } from '@/app/auth-app';
import { AuthRoot } from '@/app/auth-root';
import {
  presetIdentityProviders,
  type IdentityProviders,
} from '@/features/auth/hooks/use-identity-providers';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type AppLanguage } from '@/i18n/i18n';
import type { AppNavigation } from '@/lib/navigation';

const TITLE_KEYS: Record<AuthPagePath, string> = {
  '/auth/login': 'screens.login',
  '/auth/register': 'screens.register',
  '/auth/error': 'screens.authError',
};

export interface AuthPageRender {
  /** The markup of `#root`. */
  html: string;
  /** The tab title the page sets once it runs (`useDocumentTitle`), for the document's `<title>`. */
  title: string;
}

/**
 * Renders a sign-in page to HTML at build time (build-tools/prerender-auth.ts), with the tree
 * the browser hydrates (`AuthRoot` + `AuthPages`) at the path without a query. Waits for lazy
 * pages (the register form), so the document holds the whole page.
 */
export async function renderAuthPage(options: {
  path: AuthPagePath;
  language: AppLanguage;
  catalog: Record<string, unknown>;
  providers: IdentityProviders;
}): Promise<AuthPageRender> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [options.language]: { translation: options.catalog } },
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  presetIdentityProviders(options.providers);
  const navigation: AppNavigation = {
    location: { pathname: options.path, search: '', hash: '', state: null },
    navigate: () => undefined,
  };
  try {
    const { prelude } = await prerender(
      <AuthRoot i18n={instance}>
        <AuthPages navigation={navigation} />
      </AuthRoot>,
    );
    const html = await new Response(prelude).text();
    const page = instance.t(TITLE_KEYS[options.path] as never);
    return { html, title: instance.t('common.pageTitle', { page }) };
  } finally {
    presetIdentityProviders(null);
  }
}
