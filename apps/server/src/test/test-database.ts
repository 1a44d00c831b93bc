import type { DatabaseHandle } from '../db/client';
import { readTestDatabaseUrl } from '../env';
import { createPgliteTestDatabase, loadPgliteTemplate } from './pglite-template';
import { createPostgresTestDatabase, ensurePostgresTemplate } from './postgres-template';

export type TestDatabase = DatabaseHandle & {
  /** Closes the connection and deletes the database. Idempotent. */
  dispose(): Promise<void>;
};

/**
 * A freshly migrated, empty database of its own for the caller: an in-memory PGlite copy of
 * the template, or a copy of the template database on TEST_DATABASE_URL when that is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = readTestDatabaseUrl();
  if (serverUrl) {
    const database = await createPostgresTestDatabase(serverUrl);
    return { ...database, dispose: database.drop };
  }
  const database = await createPgliteTestDatabase();
  return { ...database, dispose: database.close };
}

/** Builds the template ahead of the test files (vitest globalSetup) so workers never race. */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  const serverUrl = readTestDatabaseUrl();
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
  else await loadPgliteTemplate();
}
