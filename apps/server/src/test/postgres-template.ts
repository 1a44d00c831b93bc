import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresHandle, createPostgresPool, type PostgresHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { getMigrationsFingerprint } from './migrations-fingerprint';

/**
 * On a real PostgreSQL server the template is a migrated database; each test database is a
 * `CREATE DATABASE ... TEMPLATE` copy, dropped on dispose.
 */

/** Serialises template creation across test workers and concurrent test runs. */
const TEMPLATE_LOCK_KEY = 727_361_905;

export function buildDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(
  serverUrl: string,
  action: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

async function buildTemplate(serverUrl: string, client: pg.Client, name: string): Promise<void> {
  // Built under a temporary name and renamed at the end: a crash never leaves a half template.
  const building = `${name}_building`;
  await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${building}"`);
  const handle = createPostgresHandle(createPostgresPool(buildDatabaseUrl(serverUrl, building)));
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  await dropStaleTemplates(client, name);
}

/** Templates of older migrations; one still being copied by another run is left alone. */
async function dropStaleTemplates(client: pg.Client, current: string): Promise<void> {
  const stale = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'lexlogis\\_template\\_%' AND datname <> $1",
    [current],
  );
  for (const { datname } of stale.rows) {
    await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}

const templates = new Map<string, Promise<string>>();

/** Name of the migrated template database on this server, created on first use. */
export function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = withAdminClient(serverUrl, async (client) => {
      const name = `lexlogis_template_${getMigrationsFingerprint()}`;
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (!(await databaseExists(client, name))) await buildTemplate(serverUrl, client, name);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
      return name;
    });
    templates.set(serverUrl, template);
  }
  return template;
}

export type PostgresTestDatabase = PostgresHandle & { name: string; drop(): Promise<void> };

export async function createPostgresTestDatabase(serverUrl: string): Promise<PostgresTestDatabase> {
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  const handle = createPostgresHandle(createPostgresPool(buildDatabaseUrl(serverUrl, name)));
  return {
    ...handle,
    name,
    async drop() {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
