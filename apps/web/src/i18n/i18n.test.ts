import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, detectLanguage, i18n, LANGUAGE_STORAGE_KEY } from './i18n';

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
});
