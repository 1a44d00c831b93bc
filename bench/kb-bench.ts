// `npm run bench -- kb`: knowledge-base ingest time, warm search latency on embedded PGlite,
// and search latency with the corpus replicated to 100,000 passages on PostgreSQL. Search is
// measured as the server runs it (with the change feed, so the lexical index and statistics stay
// in memory until the knowledge base changes) and, for the record, as the CLIs run it (no feed:
// each search reads its terms' postings and every source's facts from the database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createChangeFeed } from '../apps/server/src/db/change-feed';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { loadEnv } from '../apps/server/src/env';
import { loadDevSet } from '../apps/server/src/kb/eval/run-eval';
import { ingestCorpus } from '../apps/server/src/kb/ingest/ingest-corpus';
import { silentProgress } from '../apps/server/src/kb/ingest/ingest-progress';
import { refreshSearchStats } from '../apps/server/src/kb/ingest/refresh-search-stats';
import { createKbService, type KbService } from '../apps/server/src/modules/kb/kb.service';
import { ms, summarize, time, type Latency } from './kb/measure';
import { replicateCorpus } from './kb/replicate-corpus';
import { startPostgres } from './kb/start-postgres';
import { appendResults } from './support/results';

const SCALE_PASSAGES = Number(process.env.KB_BENCH_PASSAGES ?? 100_000);
const REPEATS = Number(process.env.KB_BENCH_REPEATS ?? 5);
const corpusDir = loadEnv().KB_CORPUS_DIR;
const questions = loadDevSet();

/** Every dev-set question `repeats` times after one warm-up pass; latency per query and overall. */
async function measureSearches(service: KbService, repeats = REPEATS) {
  for (const question of questions) await service.search({ q: question.q, k: 10 });
  const all: number[] = [];
  const perQuery: Array<{ id: string; latency: Latency }> = [];
  for (const question of questions) {
    const samples: number[] = [];
    for (let run = 0; run < repeats; run += 1) {
      const [, elapsed] = await time(() =>
        service.search({ q: question.q, k: 10, lang: question.lang }),
      );
      samples.push(elapsed);
    }
    all.push(...samples);
    perQuery.push({ id: question.id, latency: summarize(samples) });
  }
  perQuery.sort((left, right) => right.latency.p95 - left.latency.p95);
  return { overall: summarize(all), perQuery };
}

/** The server's search (app.ts passes the change feed) and the CLIs' (no feed, one run each). */
async function measureBothPaths(handle: DatabaseHandle) {
  const feed = await createChangeFeed(handle);
  try {
    const server = await measureSearches(createKbService(handle.db, { feed }));
    const cli = await measureSearches(createKbService(handle.db), 1);
    return { server, cli };
  } finally {
    await feed.close();
  }
}

async function withDatabase<T>(
  open: () => Promise<DatabaseHandle>,
  work: (handle: DatabaseHandle) => Promise<T>,
) {
  const handle = await open();
  try {
    await migrateDatabase(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function benchEmbedded(lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-kb-bench-'));
  try {
    const onDisk = await withDatabase(
      () => openDatabase({ dataDir: dir }),
      async (handle) => (await time(() => ingestCorpus(handle.db, corpusDir, silentProgress)))[1],
    );
    const { inMemory, search } = await withDatabase(
      () => openDatabase({}),
      async (handle) => {
        const [, elapsed] = await time(() => ingestCorpus(handle.db, corpusDir, silentProgress));
        return { inMemory: elapsed, search: await measureBothPaths(handle) };
      },
    );
    lines.push(
      `Corpus: ${corpusDir}. Search: the ${questions.length} development questions, k = 10, all source types, ${REPEATS} runs each after one warm-up pass, one at a time.`,
      '',
      '| measure | value | target |',
      '| --- | ---: | ---: |',
      `| full ingest, PGlite on disk (as \`npm start\`) | ${ms(onDisk / 1000)} s | ≤ 30 s |`,
      `| full ingest, PGlite in memory | ${ms(inMemory / 1000)} s | |`,
      `| search p50, warm, embedded PGlite (server) | ${ms(search.server.overall.p50)} ms | |`,
      `| search p95, warm, embedded PGlite (server) | ${ms(search.server.overall.p95)} ms | ≤ 20 ms |`,
      `| search max (server) | ${ms(search.server.overall.max)} ms | |`,
      `| search p50 / p95, no change feed (CLIs, 1 run) | ${ms(search.cli.overall.p50)} / ${ms(search.cli.overall.p95)} ms | |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchScale(lines: string[]) {
  const server = await startPostgres(process.env.KB_BENCH_DATABASE_URL);
  if (!server) {
    lines.push(
      '',
      'Scale benchmark skipped: no PostgreSQL (set KB_BENCH_DATABASE_URL or install PostgreSQL).',
    );
    return;
  }
  try {
    await withDatabase(
      () => openDatabase({ databaseUrl: server.url }),
      async (handle) => {
        await handle.db.execute(sql`truncate kb_sources cascade`);
        await ingestCorpus(handle.db, corpusDir, silentProgress);
        const [total, replicated] = await time(() => replicateCorpus(handle.db, SCALE_PASSAGES));
        await refreshSearchStats(handle.db);
        const { server: search, cli } = await measureBothPaths(handle);
        const slowest = search.perQuery
          .slice(0, 5)
          .map((entry) => `${entry.id} ${ms(entry.latency.p95)} ms`);
        const over = search.perQuery.filter((entry) => entry.latency.p95 > 100).length;
        lines.push(
          '',
          `Scale: PostgreSQL (${server.label}), ${total} passages (real corpus copied as INFO sources, built in ${ms(replicated / 1000)} s).`,
          '',
          '| measure | value | target |',
          '| --- | ---: | ---: |',
          `| search p50, all queries (server) | ${ms(search.overall.p50)} ms | |`,
          `| search p95, all queries | ${ms(search.overall.p95)} ms | |`,
          `| worst per-query p95 | ${ms(search.perQuery[0]?.latency.p95 ?? 0)} ms | ≤ 100 ms |`,
          `| queries with p95 over 100 ms | ${over} of ${search.perQuery.length} | 0 |`,
          `| search p50 / p95, no change feed (CLIs, 1 run) | ${ms(cli.overall.p50)} / ${ms(cli.overall.p95)} ms | |`,
          '',
          `Slowest queries (p95): ${slowest.join('; ')}.`,
        );
      },
    );
  } finally {
    await server.stop();
  }
}

export async function runKbBenchmark(): Promise<void> {
  const lines: string[] = [];
  await benchEmbedded(lines);
  await benchScale(lines);
  console.log(lines.join('\n'));
  appendResults('kb', lines);
}
