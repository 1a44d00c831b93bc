import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED_DIR, writeSplitCatalogs } from './locale-catalogs';

const roots: string[] = [];

function makeWebRoot(catalogs: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'locale-catalogs-'));
  roots.push(root);
  mkdirSync(join(root, 'src/i18n/locales'), { recursive: true });
  for (const [language, catalog] of Object.entries(catalogs)) {
    writeFileSync(join(root, 'src/i18n/locales', `${language}.json`), JSON.stringify(catalog));
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('writeSplitCatalogs', () => {
  it('writes one file per language and group from locales/<language>.json', () => {
    const root = makeWebRoot({
      en: { common: { ok: 'OK' }, auth: { title: 'Sign in' } },
      fr: { common: { ok: 'OK' }, auth: { title: 'Connexion' } },
    });
    writeSplitCatalogs(root);
    const read = (path: string) =>
      JSON.parse(readFileSync(join(root, GENERATED_DIR, path), 'utf8')) as unknown;
    expect(read('fr/auth.json')).toEqual({ auth: { title: 'Connexion' } });
    expect(read('en/base.json')).toEqual({ common: { ok: 'OK' } });
    expect(read('en/admin.json')).toEqual({});
  });

  it('rewrites only the files whose content changed', () => {
    const root = makeWebRoot({ en: { common: { ok: 'OK' }, auth: { title: 'Sign in' } } });
    expect(writeSplitCatalogs(root).length).toBeGreaterThan(2);
    expect(writeSplitCatalogs(root)).toEqual([]);

    writeFileSync(
      join(root, 'src/i18n/locales/en.json'),
      JSON.stringify({ common: { ok: 'OK' }, auth: { title: 'Log in' } }),
    );
    expect(writeSplitCatalogs(root)).toEqual([join(root, GENERATED_DIR, 'en/auth.json')]);
  });
});
