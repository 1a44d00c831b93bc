import { findAuthPagePath } from '@lexlogis/contracts/helpers';
import { isAppLanguage } from '@/i18n/i18n';
import { PRERENDER_DATA_ID, type PrerenderedPage } from './prerendered-data';

/** The page the document was prerendered as, or null (auth.html as built, or a bad block). */
export function readPrerenderedPage(doc: Document): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderedPage> | null;
    const path = typeof data?.path === 'string' ? findAuthPagePath(data.path) : null;
    if (!data || !path || !isAppLanguage(data.language)) return null;
    if (typeof data.catalogs !== 'object' || data.catalogs === null) return null;
    return {
      path,
      language: data.language,
      catalogs: data.catalogs,
      providers: { google: data.providers?.google === true },
    };
  } catch {
    return null;
  }
}

interface BrowserState {
  language: string;
  pathname: string;
  search: string;
  hash: string;
  historyState: unknown;
}

/**
 * Hydrate only when the first render will be the prerendered one: same page and language, and
 * nothing the build could not know (a query, the fragment Google sign-in returns with, history
 * state after a reload). Otherwise the page renders from scratch and replaces the markup.
 */
export function canHydratePrerendered(page: PrerenderedPage, browser: BrowserState): boolean {
  const usr = (browser.historyState as { usr?: unknown } | null)?.usr ?? null;
  return (
    page.language === browser.language &&
    findAuthPagePath(browser.pathname) === page.path &&
    browser.search === '' &&
    browser.hash === '' &&
    usr === null
  );
}
