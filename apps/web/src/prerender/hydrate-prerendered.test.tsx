import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthPagePath } from '@lexlogis/contracts/helpers';
import { i18n, type AppLanguage } from '@/i18n/i18n';
import { splitCatalog } from '@/i18n/catalog-groups';
import en from '@/i18n/locales/en.json';
import fr from '@/i18n/locales/fr.json';
import { stubRoutes } from '@/test/fake-backend';
import { jsonResponse } from '@/test/fake-fetch';
import { mountAuthPage } from './mount-auth-page';
import { canHydratePrerendered, readPrerenderedPage } from './prerendered-page';
import { PRERENDER_DATA_ID, serializePrerenderedPage } from './prerendered-data';
import { renderAuthPage } from './render-auth-page';

// React's server renderer marks each context it provided and never unmarks it, so the client
// renderer in the same process warns about "multiple renderers". The build renders in its own
// process; here the HTML comes from the same one, so that one message is not a finding.
const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;
const findingsOf = (consoleError: { mock: { calls: unknown[][] } }) =>
  consoleError.mock.calls.filter((call) => !TWO_RENDERERS.test(String(call[0])));

// The sign-in page's groups, split from the source catalogs as the build splits them (the
// generated files exist only after a build or a test run, not for a fresh clone's typecheck).
const pickSignInGroups = (catalog: Record<string, unknown>) => {
  const { base, auth } = splitCatalog(catalog);
  return { ...base, ...auth };
};
const CATALOGS = { en: pickSignInGroups(en), fr: pickSignInGroups(fr) };
let root: Root | null = null;
const renderedSubmitDisabled = new Map<string, boolean | null>();
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

/** The build's markup for the page, hydrated by the browser's tree as auth-start.tsx does. */
async function hydratePrerendered(path: AuthPagePath, language: AppLanguage) {
  stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: false }) });
  const { html } = await renderAuthPage({
    path,
    language,
    catalog: CATALOGS[language],
    providers: { google: false },
  });
  window.history.replaceState(null, '', path);
  await i18n.changeLanguage(language);
  container = document.createElement('div');
  container.innerHTML = html;
  renderedSubmitDisabled.set(
    `${path}/${language}`,
    container.querySelector('button[type="submit"]')?.hasAttribute('disabled') ?? null,
  );
  document.body.append(container);
  const firstInput = container.querySelector('input');
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRecoverableError = vi.fn();
  const prerendered = { path, language, catalogs: {}, providers: { google: false } };
  let hydrated = false;
  await act(async () => {
    const mounted = await mountAuthPage(container!, prerendered, {
      loadDocument: vi.fn(),
      rootOptions: { onRecoverableError },
    });
    root = mounted.root;
    hydrated = mounted.hydrated;
  });
  return { consoleError, onRecoverableError, firstInput, hydrated };
}

describe('hydrating a prerendered sign-in page', () => {
  it.each([
    ['/auth/login', 'en', 'Email'],
    ['/auth/login', 'fr', 'Courriel'],
    ['/auth/register', 'fr', 'Nom complet'],
    ['/auth/error', 'en', null],
  ] as const)('hydrates %s in %s without a mismatch', async (path, language, label) => {
    const { consoleError, onRecoverableError, firstInput, hydrated } = await hydratePrerendered(
      path,
      language,
    );
    expect(hydrated).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(findingsOf(consoleError)).toEqual([]);
    if (label) {
      // The build's input is the one the page now drives: hydrated, not replaced.
      expect(screen.getByLabelText(label)).toBe(firstInput);
    }
  });

  it('loads a lazy page before hydrating, so its markup never waits on its chunk', async () => {
    // A fresh copy of the module: nothing preloaded yet.
    vi.resetModules();
    const { AuthPages, preloadAuthPage } = await import('@/app/auth-app');
    const { I18nextProvider } = await import('react-i18next');
    const navigation = {
      location: { pathname: '/auth/register', search: '', hash: '', state: null },
      navigate: vi.fn(),
    };
    const renderPages = () =>
      render(
        <I18nextProvider i18n={i18n}>
          <AuthPages navigation={navigation} />
        </I18nextProvider>,
      );
    // Lazy: a first render shows the loader, which is what React would hydrate against (and a
    // language switch meanwhile threw the markup away with error #418, in the fr e2e run).
    renderPages();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    cleanup();
    await preloadAuthPage('/auth/register');
    renderPages();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  });

  it('renders anew, replacing the markup, when the language is not the build’s', async () => {
    stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: false }) });
    const { html } = await renderAuthPage({
      path: '/auth/login',
      language: 'en',
      catalog: CATALOGS.en,
      providers: { google: false },
    });
    window.history.replaceState(null, '', '/auth/login');
    await i18n.changeLanguage('fr');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = {
      path: '/auth/login',
      language: 'en',
      catalogs: {},
      providers: { google: false },
    } as const;
    await act(async () => {
      const mounted = await mountAuthPage(container!, prerendered, { loadDocument: vi.fn() });
      root = mounted.root;
      expect(mounted.hydrated).toBe(false);
    });
    expect(screen.getByLabelText('Courriel')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('is interactive once hydrated, and only then', async () => {
    const { firstInput } = await hydratePrerendered('/auth/login', 'en');
    // The build's submit button is disabled: a click before the script would send the form
    // natively, the password in the address.
    const form = firstInput?.closest('form');
    expect(renderedSubmitDisabled.get('/auth/login/en')).toBe(true);
    expect(form?.querySelector('button[type="submit"]')).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('which prerendered document the browser hydrates', () => {
  const page = {
    path: '/auth/login',
    language: 'fr',
    catalogs: { base: splitCatalog(fr).base },
    providers: { google: true },
  } as const;
  const browser = {
    language: 'fr',
    pathname: '/auth/login',
    search: '',
    hash: '',
    historyState: null,
  };

  it('reads the data block the build wrote', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script type="application/json" id="${PRERENDER_DATA_ID}">${serializePrerenderedPage(page)}</script>`;
    expect(readPrerenderedPage(doc)).toEqual(page);
    doc.body.innerHTML = `<script type="application/json" id="${PRERENDER_DATA_ID}">{"path":"/x"}</script>`;
    expect(readPrerenderedPage(doc)).toBeNull();
    expect(readPrerenderedPage(document.implementation.createHTMLDocument())).toBeNull();
  });

  it('hydrates only what the build rendered: same page and language, no query, fragment or state', () => {
    expect(canHydratePrerendered(page, browser)).toBe(true);
    expect(canHydratePrerendered(page, { ...browser, pathname: '/auth/login/' })).toBe(true);
    expect(canHydratePrerendered(page, { ...browser, language: 'en' })).toBe(false);
    expect(canHydratePrerendered(page, { ...browser, pathname: '/auth/register' })).toBe(false);
    expect(canHydratePrerendered(page, { ...browser, search: '?redirect=%2F' })).toBe(false);
    expect(canHydratePrerendered(page, { ...browser, hash: '#provider=google' })).toBe(false);
    expect(
      canHydratePrerendered(page, { ...browser, historyState: { usr: { notice: 'confirmed' } } }),
    ).toBe(false);
  });
});
