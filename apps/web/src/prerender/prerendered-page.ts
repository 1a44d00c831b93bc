import { findAuthPagePath } from '@lexlogis/contracts/helpers';
import { isAppLanguage } from '@/i18n/i18n';
import { PRERENDER_DATA_ID, type PrerenderedPage } from './prerendered-data';

/**
 * The page the document was prerendered as, or null (auth.html as built, or a bad block). The
 * block is the build's own output, so only its language is checked (it picks the catalogs).
 */
export function readPrerenderedPage(doc: Document): PrerenderedPage | null {
  try {
    const data = JSON.parse(
      doc.getElementById(PRERENDER_DATA_ID)?.textContent ?? '',
    ) as PrerenderedPage;
    return isAppLanguage(data.language) ? data : null;
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
