import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@lexlogis/contracts/helpers';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { changeLanguage, detectLanguage, i18n, LANGUAGE_STORAGE_KEY, startI18n } from './i18n';

function stubBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    stubBrowserLanguages(['en-CA']);
    expect(detectLanguage()).toBe('fr');
  });

  it('ignores a saved value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    stubBrowserLanguages(['en-US']);
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to a French browser (fr or fr-*)', () => {
    stubBrowserLanguages(['fr-CA', 'en']);
    expect(detectLanguage()).toBe('fr');
    stubBrowserLanguages(['fr']);
    expect(detectLanguage()).toBe('fr');
  });

  it('defaults to English otherwise', () => {
    stubBrowserLanguages(['es-MX']);
    expect(detectLanguage()).toBe('en');
    stubBrowserLanguages([]);
    expect(detectLanguage()).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('switches the catalog, remembers the choice and sets <html lang>', async () => {
    await changeLanguage('fr');
    expect(i18n.t('errors.tryAgain')).toBe('Réessayer');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves the choice in a cookie too, for the server’s prerendered sign-in page', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    await changeLanguage('fr');
    expect(cookie).toHaveBeenLastCalledWith(
      `${LANGUAGE_COOKIE}=fr; Path=/; Max-Age=34560000; SameSite=Lax`,
    );
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    await changeLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('copies a choice saved before the cookie existed into it at start-up', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await startI18n();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});

describe('catalogs per language and group (issue 18)', () => {
  // A fresh instance: the test setup loads every catalog into the shared one.
  async function importFreshI18n() {
    vi.resetModules();
    return import('./i18n');
  }

  it('loads only the groups asked for, in the chosen language only', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const fresh = await importFreshI18n();
    await fresh.startI18n();
    await fresh.loadCatalogs(['auth']);

    expect(fresh.i18n.t('errors.tryAgain')).toBe('Réessayer');
    expect(fresh.i18n.exists('auth.login.submit')).toBe(true);
    expect(fresh.i18n.exists('admin.title')).toBe(false);
    expect(fresh.i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('loads the group of a key no route asked for, and the screen re-renders with its text', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const fresh = await importFreshI18n();
    await fresh.startI18n();
    expect(fresh.i18n.exists('billing.upgrade')).toBe(false);
    function Upgrade() {
      const { t } = useTranslation();
      return createElement('p', null, t('billing.upgrade'));
    }
    render(createElement(I18nextProvider, { i18n: fresh.i18n }, createElement(Upgrade)));
    expect(await screen.findByText(fr.billing.upgrade)).toBeInTheDocument();
    expect(screen.queryByText('billing.upgrade')).toBeNull();
  });

  it('adds every catalog once the screen is up without re-rendering it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fresh = await importFreshI18n();
    await fresh.startI18n();
    let renders = 0;
    function Retry() {
      const { t } = useTranslation();
      renders += 1;
      return createElement('p', null, t('errors.tryAgain'));
    }
    render(createElement(I18nextProvider, { i18n: fresh.i18n }, createElement(Retry)));
    expect(screen.getByText(en.errors.tryAgain)).toBeInTheDocument();
    const mounted = renders;

    await fresh.loadAllCatalogs();
    expect(fresh.i18n.exists('admin.title')).toBe(true);
    expect(fresh.i18n.exists('billing.upgrade')).toBe(true);
    expect(renders).toBe(mounted);
  });

  it('switches language with every group already in use, before the switch shows', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fresh = await importFreshI18n();
    await fresh.startI18n();
    await fresh.loadCatalogs(['auth']);

    await fresh.changeLanguage('fr');
    expect(fresh.i18n.language).toBe('fr');
    expect(fresh.i18n.t('errors.tryAgain')).toBe('Réessayer');
    // Not the English fallback that is already loaded: the French text itself.
    expect(fresh.i18n.t('auth.login.submit')).toBe(fr.auth.login.submit);
    expect(fresh.i18n.t('auth.login.submit')).not.toBe(en.auth.login.submit);
  });
});
