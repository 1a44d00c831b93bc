import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../lib/clock';
import type { DatabaseHandle } from '../db/client';
import { seedFeatureFlags } from '../db/seed';
import { loadEnv, type Env } from '../env';
import type { Mailer } from '../modules/email/mailer';
import type { PdfRenderer } from '../modules/generated-documents/render-pdf';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Tests run at a fixed instant so anything time-based is reproducible. */
export const TEST_NOW = new Date('2025-03-01T12:00:00.000Z');

export type TestAppOptions = {
  env?: Partial<Env>;
  now?: Date;
  /** Reuse a database (then the caller disposes it); by default each app gets a fresh one. */
  database?: DatabaseHandle;
  /** Seed the feature flags (enabled) like a development start does. Default false. */
  seed?: boolean;
  /** Adds test-only routes before the app is ready (e.g. one that throws). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** Replaces the default mailer (the outbox files in this app's own DATA_DIR). */
  mailer?: Mailer;
  /** Sees every route as buildApp registers it. */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the PDF renderer (e.g. one that fails, for the 503 path). */
  renderPdf?: PdfRenderer;
  /**
   * Answer with the empty-knowledge-base notice when nothing is loaded (production default).
   * Off by default here: most chat tests run on an empty knowledge base on purpose.
   */
  emptyKnowledgeBaseNotice?: boolean;
};

/** A clock tests move forward to reach expiries (tokens, codes, lockout windows). */
export type TestClock = Clock & {
  advance(seconds: number): void;
  set(date: Date): void;
};

export type TestApp = {
  app: FastifyInstance;
  env: Env;
  database: DatabaseHandle;
  clock: TestClock;
  /** Every JSON log line written so far, in order. */
  logs: string[];
  /** Closes the app, then disposes the database when this helper created it. */
  close(): Promise<void>;
};

/** A test configuration: no demo data, no SPA (unless a test points WEB_DIST_DIR at one). */
export function createTestEnv(overrides: Partial<Env> = {}): Env {
  const base = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: join(tmpdir(), 'lexlogis-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'lexlogis-test-no-web-dist'),
    SEED_DEMO_DATA: 'false',
    // Other suites ask many questions; the quota's own tests set a small one.
    FREE_DAILY_QUESTIONS: '100000',
  });
  return { ...base, ...overrides };
}

export function createFixedClock(now: Date = TEST_NOW): Clock {
  return { now: () => new Date(now.getTime()) };
}

export function createTestClock(start: Date = TEST_NOW): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Each app writes its outbox (and any key file) into a directory of its own.
  const ownDataDir = options.env?.DATA_DIR
    ? undefined
    : mkdtempSync(join(tmpdir(), 'lexlogis-test-data-'));
  const env = createTestEnv({ ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...options.env });
  let testDatabase: TestDatabase | undefined;
  const database = options.database ?? (testDatabase = await createTestDatabase());
  if (options.seed) await seedFeatureFlags(database.db, { enabled: true });

  const logs: string[] = [];
  const stream = { write: (line: string) => void logs.push(line) };
  const clock = createTestClock(options.now);
  const app = await buildApp({
    env,
    database,
    clock,
    logger: { level: env.LOG_LEVEL, stream },
    mailer: options.mailer,
    onRoute: options.onRoute,
    renderPdf: options.renderPdf,
    emptyKnowledgeBaseNotice: options.emptyKnowledgeBaseNotice ?? false,
  });
  await options.routes?.(app);
  await app.ready();

  return {
    app,
    env,
    database,
    clock,
    logs,
    async close() {
      await app.close();
      await testDatabase?.dispose();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
