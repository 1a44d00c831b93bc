import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as chatTables from './schema-chat';
import * as identityTables from './schema-identity';
import * as marketplaceTables from './schema-marketplace';
import * as metricsTables from './schema-metrics';
import * as paymentsTables from './schema-payments';
import * as platformTables from './schema-platform';

// Drizzle's relational queries (`db.query.x`) need every table in one object.
const schema = {
  ...identityTables,
  ...chatTables,
  ...marketplaceTables,
  ...paymentsTables,
  ...platformTables,
  ...metricsTables,
};

/** What both drivers' raw query results share: `db.execute(sql...)` gives `{ rows }`. */
type RowsResult<TRow> = { rows: TRow[] };
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** One drizzle type for both drivers, so repositories never care which one runs. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

type HandleBase = {
  db: Database;
  /** True when a trivial query answers within the timeout. Never throws. */
  ping(): Promise<boolean>;
  /** Idempotent. PGlite must always be closed or node never exits. */
  close(): Promise<void>;
};
export type PgliteHandle = HandleBase & { kind: 'pglite'; client: PGlite };
export type PostgresHandle = HandleBase & {
  kind: 'postgres';
  client: pg.Pool;
  /** Called after each statement other than a SELECT completes on this pool (change-feed.ts). */
  onWrite(listener: () => void): () => void;
};
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export type OpenDatabaseOptions = {
  /** Application data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** When set, a real PostgreSQL server is used and dataDir is ignored. */
  databaseUrl?: string;
};

/** Extensions loaded into every PGlite instance (pgvector is available here, not required). */
export const PGLITE_EXTENSIONS = { vector, unaccent };

const PING_TIMEOUT_MS = 2000;

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function onceOnly(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= action());
}

export function createPgliteHandle(client: PGlite, onClose?: () => void): PgliteHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    db,
    ping: () => pingWith(() => db.execute(sql`select 1`)),
    close: onceOnly(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    }),
  };
}

function isSelect(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/** Tells `listeners` when a statement that may have changed something has completed. */
function watchWrites(pool: pg.Pool, listeners: Set<() => void>): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const notify = () => listeners.forEach((listener) => listener());
    client.query = ((...args: unknown[]) => {
      if (isSelect(args[0])) return query(...args);
      // pg-pool passes a callback; drizzle's transactions await a promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          if (!error) notify();
          (callback as (...values: unknown[]) => void)(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(notify, () => undefined);
      return result;
    }) as typeof client.query;
  });
}

export function createPostgresHandle(pool: pg.Pool): PostgresHandle {
  const db = drizzleNodePostgres({ client: pool, schema });
  const writeListeners = new Set<() => void>();
  watchWrites(pool, writeListeners);
  // An idle client losing its connection must not crash the process; queries report it instead.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    client: pool,
    db,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => void writeListeners.delete(listener);
    },
    ping: () => pingWith(() => db.execute(sql`select 1`)),
    close: onceOnly(() => pool.end()),
  };
}

export function createPostgresPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
}

/**
 * Opens the database: PostgreSQL when databaseUrl is set, otherwise PGlite on disk in
 * dataDir (created if missing), otherwise an in-memory PGlite.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = createPostgresHandle(createPostgresPool(options.databaseUrl));
    if (!(await handle.ping())) {
      await handle.close();
      throw new Error('Could not connect to the PostgreSQL server given by DATABASE_URL');
    }
    return handle;
  }
  if (!options.dataDir) {
    return createPgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  }
  const pgliteDir = join(options.dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  // Two processes writing the same PGlite files would corrupt them, so the directory is locked.
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS });
    return createPgliteHandle(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}
