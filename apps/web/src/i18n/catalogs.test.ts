import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

type Catalog = { [key: string]: string | Catalog };

/** Flattens a catalog to "a.b.c" → value, keeping non-string leaves so they can be reported. */
function flatten(catalog: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
    entries.set(prefix, catalog);
    return entries;
  }
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    for (const [leafKey, leafValue] of flatten(value, path)) entries.set(leafKey, leafValue);
  }
  return entries;
}

/** Interpolations ({{name}}) and component tags (<link>) that must survive translation. */
function getPlaceholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0]).sort();
}

const catalogs: Record<string, Catalog> = { en, fr };
const flattened = Object.fromEntries(
  Object.entries(catalogs).map(([language, catalog]) => [language, flatten(catalog)]),
);

describe('translation catalogs', () => {
  const languages = Object.keys(flattened);

  it.each(languages)('%s has every key that the other catalogs have', (language) => {
    const own = flattened[language]!;
    const missing = languages
      .filter((other) => other !== language)
      .flatMap((other) => [...flattened[other]!.keys()].filter((key) => !own.has(key)));
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s has only non-empty string values', (language) => {
    const invalid = [...flattened[language]!.entries()]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(invalid).toEqual([]);
  });

  it('keeps the same placeholders and tags in every language', () => {
    const mismatched = [...flattened.en!.entries()]
      .filter(([key, value]) => {
        const french = flattened.fr!.get(key);
        if (typeof value !== 'string' || typeof french !== 'string') return false;
        return getPlaceholders(value).join() !== getPlaceholders(french).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('detects a key present in one catalog only (self-check of the helper)', () => {
    const left = flatten({ a: { b: 'x', c: 'y' } });
    const right = flatten({ a: { b: 'x' } });
    expect([...left.keys()].filter((key) => !right.has(key))).toEqual(['a.c']);
  });
});
