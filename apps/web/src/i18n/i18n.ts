import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@lexlogis/contracts/helpers';
import {
  BASE_GROUP,
  CATALOG_GROUPS,
  findNamespaceGroup,
  type CatalogGroup,
} from './catalog-groups';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'lexlogis.language';
/**
 * The same choice as a cookie, so the server can send the prerendered sign-in page in it before
 * any script runs (issue 18, round 5). Not HttpOnly: only this script writes it.
 */
const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

type Catalog = Record<string, unknown>;

// One chunk per language and group, split from locales/*.json at build time (catalog-groups.ts):
// only the active language's catalogs download, and each screen's groups come with it.
const catalogImports = import.meta.glob<Catalog>('./generated/*/*.json', { import: 'default' });
const loadedCatalogs = new Set<string>();
const groupsInUse = new Set<CatalogGroup>([BASE_GROUP]);

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
  writeLanguageCookie(language);
}

function writeLanguageCookie(language: AppLanguage): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function createI18n(): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Catalogs are added by loadCatalogs(); nothing to wait for here.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A screen whose route did not list a group it uses (a shared component, an error box) must
    // not keep showing raw keys: the missing key's group is loaded, and adding it re-renders.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => loadGroupOfKey(key),
    react: { bindI18nStore: 'added' },
  });
  syncDocumentLanguage(instance.language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

export const i18n = createI18n();

async function loadCatalog(
  language: AppLanguage,
  group: CatalogGroup,
  silent = false,
): Promise<void> {
  const key = `${language}/${group}`;
  if (loadedCatalogs.has(key)) return;
  const importCatalog = catalogImports[`./generated/${key}.json`];
  if (!importCatalog) throw new Error(`No translation catalog ${key}`);
  const catalog = await importCatalog();
  // Not silent, every mounted useTranslation() re-renders (bindI18nStore: 'added').
  i18n.addResourceBundle(language, 'translation', catalog, true, true, { silent });
  loadedCatalogs.add(key);
}

function loadGroupOfKey(key: string): void {
  const group = findNamespaceGroup(key.split('.')[0] ?? '');
  if (group === BASE_GROUP) return;
  void loadCatalogs([group]).catch(() => {
    // Offline: the key stays as it is, and the next screen that needs the group retries.
  });
}

/** The language chosen, even before its catalogs are loaded (resolvedLanguage needs them). */
function getChosenLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Loads groups of the chosen language only: the catalogs test keeps EN and FR key for key, so
 * the English fallback is never needed. Screens await their groups before they render, so no raw
 * key shows. Groups stay in use: a language switch loads them all in the new language first.
 */
export async function loadCatalogs(
  groups: readonly CatalogGroup[],
  language: AppLanguage = getChosenLanguage(),
  { silent = false }: { silent?: boolean } = {},
): Promise<void> {
  for (const group of groups) groupsInUse.add(group);
  await Promise.all(groups.map((group) => loadCatalog(language, group, silent)));
}

/** Catalogs the document already carries (the prerendered sign-in page): no request for them. */
export function addCatalogs(
  language: AppLanguage,
  catalogs: Partial<Record<CatalogGroup, Catalog>>,
): void {
  for (const [group, catalog] of Object.entries(catalogs)) {
    if (!catalog) continue;
    i18n.addResourceBundle(language, 'translation', catalog, true, true);
    loadedCatalogs.add(`${language}/${group}`);
  }
}

/** Before the first render: the base group, then the language resolves against it. */
export async function startI18n(): Promise<void> {
  const language = getChosenLanguage();
  // A choice saved before the cookie existed: the next sign-in page comes in that language.
  if (readStoredLanguage() === language) writeLanguageCookie(language);
  await loadCatalogs([BASE_GROUP], language);
  await i18n.changeLanguage(language);
}

/**
 * Every group of the current language: fetched once the first screen is up, for what opens later.
 * Added silently: the screens on show already have their groups (they await them, and a raw key
 * loads its own group with a re-render), so telling them re-rendered the whole app once per
 * catalog for nothing (issue 18: six long tasks after an answered conversation had painted).
 */
export function loadAllCatalogs(language?: AppLanguage): Promise<void> {
  return loadCatalogs(CATALOG_GROUPS, language, { silent: true });
}

/** Switches the interface language, remembers it and updates <html lang>. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  persistLanguage(language);
  await loadCatalogs([...groupsInUse], language);
  await i18n.changeLanguage(language);
  // A screen that opened during the switch may have loaded its groups in the old language only.
  await loadCatalogs([...groupsInUse], language);
}

export function getCurrentLanguage(): AppLanguage {
  return isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
