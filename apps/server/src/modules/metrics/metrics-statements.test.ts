import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMetricsDb } from './metrics-statements';

describe('metrics statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('plans each statement with the JIT compiler off, and only that statement', async () => {
    const statements = createMetricsDb(database.db);
    const setting = sql`select current_setting('jit') as jit`;
    // PostgreSQL turns JIT on by default (PGlite, built without it, may not).
    const before = (await database.db.execute(setting)).rows;
    expect((await statements.execute(setting)).rows).toEqual([{ jit: 'off' }]);
    // `set local`: the pooled connection goes back with the server's own setting.
    expect((await database.db.execute(setting)).rows).toEqual(before);
  });
});
