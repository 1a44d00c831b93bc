import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'lexlogis.language';

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
} as const;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** The saved choice first, then the browser (any fr-* means French), then English. */
export function detectLanguage(): AppLanguage {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browserLanguages =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  const preferred = browserLanguages.find(Boolean)?.toLowerCase() ?? '';
  return preferred === 'fr' || preferred.startsWith('fr-') ? 'fr' : DEFAULT_LANGUAGE;
}

function readStoredLanguage(): AppLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function persistLanguage(language: AppLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice simply lasts for this visit.
  }
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function createI18n(): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Resources are bundled, so initialisation can finish before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(instance.language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

export const i18n = createI18n();

/** Switches the interface language, remembers it and updates <html lang>. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  persistLanguage(language);
  await i18n.changeLanguage(language);
}

export function getCurrentLanguage(): AppLanguage {
  return isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
