import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readTestDatabaseUrl } from '../env';
import { buildDatabaseUrl } from '../test/postgres-template';
import { createPostgresHandle, createPostgresPool } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

const serverUrl = readTestDatabaseUrl();
/**
 * The change-feed triggers the committed migrations create (0014, 0018, 0020, …), read from
 * their SQL so a new one is expected without editing this list; sorted in JS on both sides (the database orders by its collation).
 */
const NOTIFY_TRIGGERS = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .flatMap((file) =>
    [
      ...readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').matchAll(
        /CREATE TRIGGER "(\w+_notify_change)"/g,
      ),
    ].map((match) => match[1]!),
  )
  .sort();

async function withAdmin(action: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await action(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('migrations on a shared PostgreSQL', () => {
  it('two instances starting at once on an empty database both migrate it, once', async () => {
    const name = `migrate_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
    const url = buildDatabaseUrl(serverUrl!, name);
    const instances = [1, 2, 3].map(() => createPostgresHandle(createPostgresPool(url)));
    try {
      await Promise.all(instances.map((handle) => migrateDatabase(handle)));
      const journal = JSON.parse(
        readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await instances[0]!.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      // Each trigger once, though three instances ran the migrations at the same time.
      const triggers = await instances[0]!.db.execute<{ name: string }>(
        sql`SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE '%_notify_change' ORDER BY 1`,
      );
      expect(triggers.rows.map((row) => row.name).sort()).toEqual(NOTIFY_TRIGGERS);
    } finally {
      await Promise.all(instances.map((handle) => handle.close()));
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
