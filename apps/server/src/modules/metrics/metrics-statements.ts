import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What the metrics repositories need from the database: plain statements. */
export type MetricsDb = { execute(query: SQL): Promise<{ rows: unknown[] }> };

/**
 * Runs each metrics statement with PostgreSQL's JIT compiler off. The planner's cost for the
 * rollup statements (a per-day raw fallback it cannot size) crossed the JIT thresholds, and
 * compiling took 0.4–1.5 s per statement where running it took 5–50 ms (EXPLAIN ANALYZE, 1 M
 * events). `set local` keeps the setting to this statement's transaction; PGlite accepts it.
 */
export function createMetricsDb(db: Database): MetricsDb {
  return {
    execute: (query) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        return tx.execute(query);
      }),
  };
}
