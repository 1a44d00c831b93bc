import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Resolved from this file so it works whatever the working directory is. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Several instances may start together against one PostgreSQL server: one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_361_904;

/** Applies every committed migration not yet applied; safe to run on each start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), config);
    return;
  }
  // The lock belongs to a session, so the migration runs on the connection holding it.
  const client = await handle.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), config);
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}

/** Held for the whole first-start work (migrations, corpus load, seeds) of one instance. */
const STARTUP_LOCK_KEY = 727_361_906;

/**
 * Runs `action` while no other instance runs its own: two instances started at once on an
 * empty PostgreSQL would otherwise both load the corpus. PGlite has one process by construction.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  action: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return action();
  const client = await handle.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await action();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
