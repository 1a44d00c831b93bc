import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { splitCatalog } from '../src/i18n/catalog-groups';

/** Where the split catalogs go (git-ignored); src/i18n/i18n.ts imports them with import.meta.glob. */
export const GENERATED_DIR = 'src/i18n/generated';
const LOCALES_DIR = 'src/i18n/locales';

/**
 * Writes generated/<language>/<group>.json from locales/<language>.json. Files are rewritten only
 * when their content changes, so a dev server or a parallel test run does not reload for nothing.
 * Returns the paths written.
 */
export function writeSplitCatalogs(webRoot: string): string[] {
  const localesDir = join(webRoot, LOCALES_DIR);
  const written: string[] = [];
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
    const language = basename(file, '.json');
    const catalog = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Record<
      string,
      unknown
    >;
    const outDir = join(webRoot, GENERATED_DIR, language);
    mkdirSync(outDir, { recursive: true });
    for (const [group, content] of Object.entries(splitCatalog(catalog))) {
      const path = join(outDir, `${group}.json`);
      const text = `${JSON.stringify(content)}\n`;
      if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
      writeFileSync(path, text);
      written.push(path);
    }
  }
  return written;
}

/** Vite plugin: keeps the split catalogs in step with locales/*.json (build, dev and Vitest). */
export function localeCatalogsPlugin(): Plugin {
  let root = '';
  return {
    name: 'lexlogis:locale-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      writeSplitCatalogs(root);
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.startsWith(join(root, LOCALES_DIR))) writeSplitCatalogs(root);
      });
    },
  };
}
