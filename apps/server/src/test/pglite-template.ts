import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteHandle, PGLITE_EXTENSIONS, type PgliteHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { getMigrationsFingerprint } from './migrations-fingerprint';

/**
 * "Migrate once, then clone": a migrated PGlite data directory is dumped to a tarball in the
 * OS temp dir (keyed by PGlite version and migrations) and every test database is loaded from
 * it, which skips initdb and migrations (about 0.6 s instead of 4-5 s per database).
 */

function readPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const TEMPLATE_PREFIX = 'lexlogis-pglite-template-';
const DAY_MS = 24 * 60 * 60 * 1000;

export function getPgliteTemplatePath(): string {
  const fingerprint = getMigrationsFingerprint([
    readPgliteVersion(),
    ...Object.keys(PGLITE_EXTENSIONS),
  ]);
  return join(tmpdir(), `${TEMPLATE_PREFIX}${fingerprint}.tar`);
}

/** Templates of older migrations are 40 MB each; those written over a day ago are removed. */
function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(dirname(current))) {
    if (!name.startsWith(TEMPLATE_PREFIX) || name === basename(current)) continue;
    const path = join(dirname(current), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
    } catch {
      // Another run may be removing it at the same time.
    }
  }
}

async function buildTemplateTarball(path: string): Promise<Uint8Array> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrateDatabase(createPgliteHandle(client));
    const bytes = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    // Write then rename, so a concurrent reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
    removeStaleTemplates(path);
    return bytes;
  } finally {
    await client.close();
  }
}

let cached: Promise<Blob> | undefined;

/** The migrated template, built on first use and reused by the whole process. */
export function loadPgliteTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const path = getPgliteTemplatePath();
    const bytes = existsSync(path) ? readFileSync(path) : await buildTemplateTarball(path);
    return new Blob([new Uint8Array(bytes)]);
  })();
  return cached;
}

export async function createPgliteTestDatabase(): Promise<PgliteHandle> {
  const template = await loadPgliteTemplate();
  const client = await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  return createPgliteHandle(client);
}
