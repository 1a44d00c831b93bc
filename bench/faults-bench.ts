import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADVICE_FALLBACK_ERROR_TEXT } from '@lexlogis/contracts';
import {
  startFakeModelServer,
  type FakeModelServerOptions,
} from '../apps/server/src/test/fake-model-server';
import { ms, summarize } from './kb/measure';
import { askAndStream, readAdviceStatuses, watchHealth } from './faults/fault-probes';
import { createVirtualUser } from './load/load-users';
import { startTsServer, type RunningServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- faults`: the faults of issue 16 §4 against the real server process, timed.
 * PostgreSQL stopped and started under a running server (how long until it says so, and until it
 * serves again); the model server failing three ways (how long until the user has the apology,
 * and whether Try Again answers); SIGTERM in the middle of an answer (how long the process takes
 * to stop, and what the answer is stored as). The automated pass/fail tests of the same faults
 * run in `npm test`; this records their figures.
 */

const ROUNDS = Number(process.env.BENCH_FAULT_ROUNDS ?? 5);
const MODEL_TIMEOUT_MS = 5_000;
const DEV_ENV = {
  NODE_ENV: 'development',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_MAX: '100000000',
  QUESTION_RATE_LIMIT_PER_MINUTE: '100000',
  FREE_DAILY_QUESTIONS: '100000',
};

type Pausable = { url: string; pause(): void; resume(): void; stop(): void };

async function startPausablePostgres(): Promise<Pausable | null> {
  const script = '../scripts/postgres.mjs';
  const { startThrowawayPostgres } = (await import(script)) as {
    startThrowawayPostgres(): Promise<Pausable | null>;
  };
  return startThrowawayPostgres();
}

async function measureDatabaseRestart(): Promise<string[]> {
  const postgres = await startPausablePostgres();
  if (!postgres) return ['PostgreSQL restart: skipped (no PostgreSQL binaries).'];
  const server = await startTsServer('apps/server/src/main.ts', '/healthz', {
    ...DEV_ENV,
    DATABASE_URL: postgres.url,
  });
  try {
    const user = await createVirtualUser(server.baseUrl, 0);
    const rows: string[] = [];
    const recoveries: number[] = [];
    let unexpected = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const watch = watchHealth(server.baseUrl, user.headers);
      await new Promise((wait) => setTimeout(wait, 300));
      const stoppedAt = performance.now();
      postgres.pause();
      const downSeen = await watch.waitFor((probe) => probe.health === 503, stoppedAt);
      await new Promise((wait) => setTimeout(wait, 2_000));
      postgres.resume();
      const resumedAt = performance.now();
      const upSeen = await watch.waitFor(
        (probe) => probe.health === 200 && probe.list === 200,
        resumedAt,
      );
      const tally = watch.stop();
      unexpected += tally.unexpected;
      recoveries.push(upSeen - resumedAt);
      rows.push(
        `| ${round} | ${ms(downSeen - stoppedAt)} | ${ms(upSeen - resumedAt)} | ${tally.unavailable} | ${tally.unexpected} |`,
      );
    }
    const figures = summarize(recoveries);
    return [
      `PostgreSQL stopped (\`pg_ctl stop -m fast\`) under a running server on it, kept away 2 s, started again; ${ROUNDS} rounds. Probes every 50 ms: \`GET /healthz\` and a signed-in \`GET /api/advices/list\`. "Down seen" counts from when \`pg_ctl stop\` returned; "serving again" from when \`pg_ctl start\` returned (both probes 200). Any answer other than 200 or 503 (a 500, or a 401 that would sign the user out) counts as unexpected.`,
      '',
      '| round | down seen after | serving again after | 503 answers | unexpected answers |',
      '|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `Serving again: p50 ${ms(figures.p50)}, max ${ms(figures.max)}; ${unexpected} unexpected answers in all; the server process was never restarted.`,
    ];
  } finally {
    await server.stop();
    postgres.stop();
  }
}

const HEALTHY: Omit<FakeModelServerOptions, 'format'> = {
  chunks: ['## Summary\n\nUnder art. 1904 C.c.Q. ', 'a deposit cannot be required.'],
};
const MODEL_FAULTS: Array<[string, Partial<FakeModelServerOptions>]> = [
  ['answers 503', { failWith: 503 }],
  [`hangs after its first chunk (timeout ${MODEL_TIMEOUT_MS} ms)`, { hangAfterFirstChunk: true }],
  ['cuts the stream after its first chunk', { cutAfterFirstChunk: true }],
];

async function measureModelFaults(): Promise<string[]> {
  const options: FakeModelServerOptions = { format: 'openai', ...HEALTHY };
  const model = await startFakeModelServer(options);
  const server = await startTsServer('apps/server/src/main.ts', '/healthz', {
    ...DEV_ENV,
    MODEL_PROVIDER: 'openai-compatible',
    MODEL_BASE_URL: model.baseUrl,
    MODEL_API_KEY: 'bench-key',
    MODEL_NAME: 'bench-model',
    MODEL_TIMEOUT_MS: String(MODEL_TIMEOUT_MS),
  });
  try {
    const user = await createVirtualUser(server.baseUrl, 0);
    const rows: string[] = [];
    for (const [label, fault] of MODEL_FAULTS) {
      const apologies: number[] = [];
      const retries: number[] = [];
      let storedAsError = 0;
      let retriedReady = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        Object.assign(options, { failWith: undefined, hangAfterFirstChunk: false }, fault);
        options.cutAfterFirstChunk = fault.cutAfterFirstChunk ?? false;
        const failed = await askAndStream(server.baseUrl, user.headers);
        if (failed.last?.type === 'error' && failed.last.message === ADVICE_FALLBACK_ERROR_TEXT) {
          apologies.push(failed.ms);
        }
        const [stored] = await readAdviceStatuses(
          server.baseUrl,
          user.headers,
          failed.conversationId,
        );
        if (stored === 'error') storedAsError += 1;
        Object.assign(options, {
          failWith: undefined,
          hangAfterFirstChunk: false,
          cutAfterFirstChunk: false,
        });
        const retried = await askAndStream(server.baseUrl, user.headers, failed);
        if (retried.last?.type === 'done') retries.push(retried.ms);
        const [after] = await readAdviceStatuses(
          server.baseUrl,
          user.headers,
          failed.conversationId,
        );
        if (after === 'ready') retriedReady += 1;
      }
      const apology = summarize(apologies);
      const retry = summarize(retries);
      rows.push(
        `| ${label} | ${apologies.length}/${ROUNDS} | ${ms(apology.p50)} | ${ms(apology.max)} | ${storedAsError}/${ROUNDS} | ${retriedReady}/${ROUNDS} | ${ms(retry.p50)} |`,
      );
    }
    return [
      `A model server on loopback speaking the OpenAI streaming format fails as below; \`MODEL_TIMEOUT_MS=${MODEL_TIMEOUT_MS}\` for the hang (the default is 60 s). ${ROUNDS} questions per fault, then Try Again on the same advice with the model healthy again.`,
      '',
      '| model server | apology shown | time to apology p50 | max | stored as error | Try Again ready | Try Again p50 |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ];
  } finally {
    await server.stop();
    await model.close();
  }
}

async function measureSigterm(): Promise<string[]> {
  const model = await startFakeModelServer({
    format: 'openai',
    ...HEALTHY,
    hangAfterFirstChunk: true,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-bench-sigterm-'));
  const env = {
    ...DEV_ENV,
    DATA_DIR: dataDir,
    // The issuer defaults to the port's URL, and each start takes a free port.
    IDP_ISSUER: 'http://localhost/idp',
    MODEL_PROVIDER: 'openai-compatible',
    MODEL_BASE_URL: model.baseUrl,
    MODEL_API_KEY: 'bench-key',
    MODEL_NAME: 'bench-model',
  };
  const rows: string[] = [];
  let server: RunningServer | null = null;
  try {
    for (let round = 1; round <= Math.min(ROUNDS, 3); round += 1) {
      server = await startTsServer('apps/server/src/main.ts', '/healthz', env);
      const user = await createVirtualUser(server.baseUrl, round);
      // The stream is open and the model has sent its first words when SIGTERM arrives.
      const streaming = askAndStream(server.baseUrl, user.headers, undefined, {
        stopAfterFirstEvent: true,
      });
      const opened = await streaming;
      const stoppingAt = performance.now();
      await server.stop();
      const stoppedMs = performance.now() - stoppingAt;
      server = await startTsServer('apps/server/src/main.ts', '/healthz', env);
      const statuses = await readAdviceStatuses(
        server.baseUrl,
        user.headers,
        opened.conversationId,
      );
      rows.push(`| ${round} | ${ms(stoppedMs)} | ${statuses.join(', ')} |`);
      await server.stop();
      server = null;
    }
    return [
      'SIGTERM to the server process while an answer streams (the model has sent its first words and then waits); the process is started again on the same data directory and the advice read back.',
      '',
      '| round | process stopped after | stored status |',
      '|---:|---:|---|',
      ...rows,
    ];
  } finally {
    await server?.stop();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runFaultsBenchmark(): Promise<void> {
  const load = loadavg()[0]!.toFixed(1);
  const lines = [
    ...(await measureDatabaseRestart()),
    '',
    ...(await measureModelFaults()),
    '',
    ...(await measureSigterm()),
    '',
    `Load average (1 min) at the start: ${load} (2 cores).`,
  ];
  console.log(lines.join('\n'));
  if (!process.env.BENCH_DRY_RUN) appendResults('faults', lines);
}
