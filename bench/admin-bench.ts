import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedDemoAccounts } from '../apps/server/src/db/seed-demo-accounts';
import { loadEnv } from '../apps/server/src/env';
import { systemClock } from '../apps/server/src/lib/clock';
import { createPasswordHasher } from '../apps/server/src/modules/idp/idp-passwords';
import { ms, summarize, time } from './kb/measure';
import { startPostgres } from './kb/start-postgres';
import { appendResults } from './support/results';

/**
 * `npm run bench -- admin`: GET /api/metrics over HTTP on PostgreSQL with 1,000,000 stored
 * tracking events (and 200,000 request timings) spread over the last year, for each range of
 * the dashboard; then the tracking ingest throughput (100-event batches, 10 in flight).
 */

const EVENTS = Number(process.env.BENCH_ADMIN_EVENTS ?? 1_000_000);
const TIMINGS = Math.round(EVENTS / 5);
const USERS = 1000;
const REPEATS = Number(process.env.BENCH_ADMIN_REPEATS ?? 15);
const INGEST_BATCHES = 100;
const DAY_MS = 86_400_000;

async function seedEvents(db: Parameters<typeof seedDemoAccounts>[0]): Promise<number> {
  const [, elapsed] = await time(async () => {
    await db.execute(sql`
      insert into users (provider_id, email, name, status, created_at)
      select 'bench-' || n, 'bench-' || n || '@example.test', 'Bench ' || n, 'CONFIRMED',
        now() - (n % 365) * interval '1 day'
      from generate_series(1, ${USERS}) n`);
    await db.execute(sql`
      insert into tracking_events (user_id, category, action, label, value, session_id,
        device_type, browser, occurred_at, received_at)
      select u.id,
        (array['page','chat','source','performance','error'])[1 + e.n % 5],
        (array['view','question','click','page-load','api'])[1 + e.n % 5],
        'label ' || (e.n % 50),
        case when e.n % 5 = 3 then (e.n % 900)::double precision end,
        's-' || (e.n / 20),
        (array['desktop','mobile','tablet'])[1 + e.n % 3],
        (array['Chrome','Firefox','Safari','Edge'])[1 + e.n % 4],
        now() - ((e.n::double precision / ${EVENTS}) * 365) * interval '1 day',
        now()
      from generate_series(1, ${EVENTS}) e(n)
      join (select id, row_number() over (order by id) - 1 as k from users) u
        on u.k = e.n % (select count(*) from users)`);
    await db.execute(sql`
      insert into request_timings (at, method, route, status_code, duration_ms)
      select now() - ((n::double precision / ${TIMINGS}) * 365) * interval '1 day', 'GET',
        '/api/users', case when n % 100 = 0 then 500 else 200 end, (n % 400)::double precision
      from generate_series(1, ${TIMINGS}) n`);
    await db.execute(sql`analyze`);
  });
  return elapsed;
}

async function signInAdmin(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/idp/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-password-2026' }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`Admin sign-in failed (${response.status})`);
  return { authorization: `Bearer ${body.tokens.accessToken}` };
}

export async function runAdminBenchmark(): Promise<void> {
  const server = await startPostgres(process.env.ADMIN_BENCH_DATABASE_URL);
  if (!server) {
    appendResults('admin', [
      'Skipped: no PostgreSQL (set ADMIN_BENCH_DATABASE_URL or install PostgreSQL).',
    ]);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-admin-bench-'));
  const database = await openDatabase({ databaseUrl: server.url });
  try {
    await migrateDatabase(database);
    await seedDemoAccounts(database.db, {
      passwords: createPasswordHasher('development'),
      clock: systemClock,
    });
    const seedMs = await seedEvents(database.db);
    const env = loadEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      RATE_LIMIT_MAX: '100000000',
    });
    const app = await buildApp({ env, database, clock: systemClock });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const headers = await signInAdmin(baseUrl);
      const now = Date.now();
      const ranges = {
        day: now - DAY_MS,
        week: now - 7 * DAY_MS,
        'month (default)': now - 30 * DAY_MS,
        year: now - 365 * DAY_MS,
        all: Date.parse('2020-01-01T00:00:00Z'),
      };
      const rows: string[] = [];
      const all: number[] = [];
      for (const [name, start] of Object.entries(ranges)) {
        const url = `${baseUrl}/api/metrics?startDate=${new Date(start).toISOString()}&endDate=${new Date(now).toISOString()}`;
        const samples: number[] = [];
        let first = 0;
        for (let run = 0; run <= REPEATS; run += 1) {
          const started = performance.now();
          const response = await fetch(url, { headers });
          if (!response.ok) throw new Error(`GET /metrics ${name}: ${response.status}`);
          await response.json();
          // The first run warms the plans and caches (and the first of all fills the daily
          // rollups of the whole year): it is reported apart, not counted.
          if (run > 0) samples.push(performance.now() - started);
          else first = performance.now() - started;
        }
        const latency = summarize(samples);
        all.push(...samples);
        rows.push(
          `| ${name} | ${ms(first)} ms | ${ms(latency.p50)} ms | ${ms(latency.p95)} ms | ${ms(latency.max)} ms |`,
        );
      }

      const event = (n: number) => ({
        category: 'page',
        action: 'view',
        label: `/bench/${n % 20}`,
        sessionId: `ingest-${n % 50}`,
        deviceInfo: { deviceType: 'desktop', browser: 'Chrome' },
        timestamp: new Date().toISOString(),
      });
      const body = JSON.stringify({ events: Array.from({ length: 100 }, (_, n) => event(n)) });
      const [, ingestMs] = await time(async () => {
        let next = 0;
        const worker = async () => {
          while (next < INGEST_BATCHES) {
            next += 1;
            const response = await fetch(`${baseUrl}/api/tracking/batch`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body,
            });
            if (response.status !== 202) throw new Error(`ingest: ${response.status}`);
          }
        };
        await Promise.all(Array.from({ length: 10 }, worker));
      });
      const overall = summarize(all);
      appendResults('admin', [
        `GET /api/metrics over HTTP, PostgreSQL (${server.label}): ${EVENTS.toLocaleString('en')} tracking events and ${TIMINGS.toLocaleString('en')} request timings over one year, ${USERS} users (seeded in ${ms(seedMs / 1000)} s). ${REPEATS} timed runs per range after one warm-up.`,
        '',
        '| range | first call | p50 | p95 | max |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...rows,
        `| all ranges | | ${ms(overall.p50)} ms | ${ms(overall.p95)} ms | ${ms(overall.max)} ms |`,
        '',
        `Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}.`,
        '',
        `Tracking ingest: ${INGEST_BATCHES} batches of 100 events, 10 in flight: ${Math.round((INGEST_BATCHES * 100) / (ingestMs / 1000)).toLocaleString('en')} events/s (${ms(ingestMs)} ms in all).`,
      ]);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
