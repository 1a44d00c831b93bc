// Imported by the build (build-tools/prerender-auth.ts, bundled with vite.config.ts without the
// '@/' alias): relative and type-only imports only.
import type { AuthPagePath } from '@lexlogis/contracts/helpers';
import type { IdentityProviders } from '../features/auth/hooks/use-identity-providers';
import type { CatalogGroup } from '../i18n/catalog-groups';
import type { AppLanguage } from '../i18n/i18n';

/**
 * What the build writes into a prerendered sign-in document (issue 18, round 5), as a
 * `<script type="application/json">` block: never executed, so the CSP's `script-src 'self'`
 * allows it. The catalogs of the first render come with the HTML instead of after the script.
 */
export interface PrerenderedPage {
  path: AuthPagePath;
  language: AppLanguage;
  catalogs: Partial<Record<CatalogGroup, Record<string, unknown>>>;
  providers: IdentityProviders;
}

export const PRERENDER_DATA_ID = 'lexlogis-prerendered';

/** The block's content; `<` is escaped so no text in it can close the script element. */
export function serializePrerenderedPage(page: PrerenderedPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}
