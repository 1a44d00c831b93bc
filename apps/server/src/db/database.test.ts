import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_FLAG_NAMES } from '@lexlogis/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { featureFlags } from './schema-platform';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_DESCRIPTIONS, seedFeatureFlags } from './seed';

describe('test database (migrated template copy)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('has every migration applied', async () => {
    const result = await database.db.execute<{ name: string }>(
      sql`select extname as name from pg_extension where extname = 'unaccent'`,
    );
    expect(result.rows).toEqual([{ name: 'unaccent' }]);
    const folded = await database.db.execute<{ folded: string }>(
      sql`select unaccent('Québec, Montréal') as folded`,
    );
    expect(folded.rows[0]?.folded).toBe('Quebec, Montreal');
  });

  it('creates every flag with its documented production default (no seed needed)', async () => {
    const rows = await database.db.select().from(featureFlags);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.enabled]))).toEqual(
      FEATURE_FLAG_DEFAULTS,
    );
    for (const row of rows) {
      expect(row.description).toBe(
        FEATURE_FLAG_DESCRIPTIONS[row.name as keyof typeof FEATURE_FLAG_DESCRIPTIONS],
      );
    }
  });

  it('accepts migrating again (nothing left to apply)', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it('seeds every known flag once, without overwriting later changes', async () => {
    await database.db.delete(featureFlags);
    expect(await seedFeatureFlags(database.db, { enabled: true })).toBe(FEATURE_FLAG_NAMES.length);
    await database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.name, 'AI_TOOLS'));

    expect(await seedFeatureFlags(database.db, { enabled: true })).toBe(0);
    const rows = await database.db.select().from(featureFlags);
    expect(rows.map((row) => row.name).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(rows.find((row) => row.name === 'AI_TOOLS')?.enabled).toBe(false);
    expect(rows.every((row) => row.description.length > 0)).toBe(true);
  });

  it('is isolated from other test databases', async () => {
    const other = await createTestDatabase();
    try {
      await database.db.delete(featureFlags);
      expect(await other.db.select().from(featureFlags)).toHaveLength(FEATURE_FLAG_NAMES.length);
    } finally {
      await other.dispose();
    }
  });
});

describe('openDatabase with a PGlite data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-db-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the directory, keeps data across restarts and refuses a second opener', async () => {
    const first = await openDatabase({ dataDir: join(dataDir, 'nested') });
    try {
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      await first.db
        .update(featureFlags)
        .set({ enabled: false })
        .where(eq(featureFlags.name, 'AI_TOOLS'));
      await expect(openDatabase({ dataDir: join(dataDir, 'nested') })).rejects.toThrow(
        /already used by this process/,
      );
    } finally {
      await first.close();
    }

    const reopened = await openDatabase({ dataDir: join(dataDir, 'nested') });
    try {
      await migrateDatabase(reopened);
      const rows = await reopened.db.select().from(featureFlags);
      expect(rows).toHaveLength(FEATURE_FLAG_NAMES.length);
      // Migrating again never resets an administrator's choice.
      expect(rows.find((row) => row.name === 'AI_TOOLS')?.enabled).toBe(false);
    } finally {
      await reopened.close();
    }
  });
});

describe('openDatabase with a PostgreSQL URL', () => {
  it('fails fast with a message that does not reveal the URL', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/lexlogis' });
    await expect(attempt).rejects.toThrow(
      'Could not connect to the PostgreSQL server given by DATABASE_URL',
    );
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});
