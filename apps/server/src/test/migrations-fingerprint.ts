import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : [path];
    })
    .sort();
}

/** Changes whenever a migration changes, so a cached template is never stale. */
export function getMigrationsFingerprint(extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(`${part}\0`);
  for (const file of listFiles(MIGRATIONS_FOLDER)) {
    hash.update(`${relative(MIGRATIONS_FOLDER, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
