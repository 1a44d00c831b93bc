import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { AuthApp, preloadAuthPage } from '@/app/auth-app';
import { AuthRoot } from '@/app/auth-root';
import { i18n } from '@/i18n/i18n';
import type { LoadDocument } from '@/lib/history-navigation';
import { canHydratePrerendered } from './prerendered-page';
import type { PrerenderedPage } from './prerendered-data';

/**
 * Mounts the sign-in page in `container`: hydrates the build's markup when the first render is
 * the build's (same page and language, nothing in the address the build could not know), else
 * renders anew, replacing it. Its catalogs must be loaded. Returns the root and whether it hydrated.
 */
export async function mountAuthPage(
  container: HTMLElement,
  prerendered: PrerenderedPage | null,
  options: { loadDocument?: LoadDocument; rootOptions?: RootOptions } = {},
): Promise<{ root: Root; hydrated: boolean }> {
  const tree = (
    <AuthRoot i18n={i18n}>
      <AuthApp loadDocument={options.loadDocument} />
    </AuthRoot>
  );
  const { pathname, search, hash } = window.location;
  const browser = { language: i18n.language, pathname, search, hash };
  if (
    prerendered &&
    canHydratePrerendered(prerendered, { ...browser, historyState: history.state })
  ) {
    await preloadAuthPage(prerendered.path);
    return { root: hydrateRoot(container, tree, options.rootOptions), hydrated: true };
  }
  // Another language or address than the build's: render anew, replacing the markup.
  const root = createRoot(container, options.rootOptions);
  root.render(tree);
  return { root, hydrated: false };
}
