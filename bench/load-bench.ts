import { startPostgres } from './kb/start-postgres';
import { ms, summarize } from './kb/measure';
import {
  countMissingMessages,
  countStoredAnswers,
  createVirtualUser,
  openDirectThreads,
  runUserRound,
  type Operation,
  type Sample,
  type VirtualUser,
} from './load/load-users';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- load [--smoke]`: USERS virtual users for SECONDS seconds, each asking a
 * question with the local model and reading the streamed answer, then reading their list and the
 * conversation, in a loop; on embedded PGlite, then on a throwaway PostgreSQL. Afterwards every
 * asked question must have its answer stored whole. --smoke (npm test) is a short run that fails
 * on any error and records nothing.
 */

const SMOKE = process.argv.includes('--smoke');
const USERS = Number(process.env.BENCH_LOAD_USERS ?? (SMOKE ? 10 : 200));
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? (SMOKE ? 5 : 60));
const OPERATIONS: Operation[] = ['ask', 'stream', 'list', 'read', 'message', 'poll'];

type RunResult = {
  label: string;
  samples: Sample[];
  asked: number;
  stored: number;
  lost: string[];
  sent: number;
  missingMessages: number;
};

async function createUsers(baseUrl: string): Promise<VirtualUser[]> {
  const users: VirtualUser[] = [];
  const batch = 10;
  for (let start = 0; start < USERS; start += batch) {
    const size = Math.min(batch, USERS - start);
    users.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_, offset) => createVirtualUser(baseUrl, start + offset)),
      )),
    );
  }
  return users;
}

async function runAgainst(label: string, env: Record<string, string>): Promise<RunResult> {
  const server = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'false',
    MODEL_PROVIDER: 'local',
    // One load generator is one IP: the per-IP limits would measure themselves.
    RATE_LIMIT_MAX: '100000000',
    QUESTION_RATE_LIMIT_PER_MINUTE: '100000',
    // The Free plan's daily quota (issue 14) would refuse a load user's sixth question.
    FREE_DAILY_QUESTIONS: '100000',
    ...env,
  });
  try {
    const users = await createUsers(server.baseUrl);
    await openDirectThreads(server.baseUrl, users);
    const samples: Sample[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      users.map(async (user, index) => {
        for (let round = index; Date.now() < deadline; round += 1) {
          await runUserRound(server.baseUrl, user, round, samples);
        }
      }),
    );
    let stored = 0;
    const lost: string[] = [];
    for (const user of users) {
      const counted = await countStoredAnswers(server.baseUrl, user);
      stored += counted.ready;
      lost.push(...counted.other);
    }
    const asked = users.reduce((sum, user) => sum + user.asked, 0);
    const sent = users.reduce((sum, user) => sum + user.sent, 0);
    const missingMessages = await countMissingMessages(server.baseUrl, users);
    return { label, samples, asked, stored, lost, sent, missingMessages };
  } finally {
    await server.stop();
  }
}

function describeRun(run: RunResult): { rows: string[]; summary: string } {
  const errors = run.samples.filter((sample) => !sample.ok);
  const all = summarize(run.samples.map((sample) => sample.ms));
  const rows = OPERATIONS.map((operation) => {
    const figures = summarize(
      run.samples.filter((sample) => sample.operation === operation).map((sample) => sample.ms),
    );
    const p99 = percentile(run.samples, operation, 0.99);
    return `| ${run.label} | ${operation} | ${figures.runs} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(p99)} |`;
  });
  return {
    rows: [
      ...rows,
      `| ${run.label} | all | ${all.runs} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(percentile(run.samples, null, 0.99))} |`,
    ],
    summary: `- ${run.label}: ${errors.length} errors; ${run.asked} questions asked, ${run.stored} answers stored whole, ${run.lost.length} lost or half-stored; ${run.sent} direct messages sent, ${run.missingMessages} missing from their thread; ${(run.samples.length / SECONDS).toFixed(0)} requests/s.`,
  };
}

function percentile(samples: Sample[], operation: Operation | null, share: number): number {
  const sorted = samples
    .filter((sample) => operation === null || sample.operation === operation)
    .map((sample) => sample.ms)
    .sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function failures(run: RunResult): string[] {
  const errors = run.samples.filter((sample) => !sample.ok);
  return [
    ...errors.slice(0, 5).map((sample) => `${run.label} ${sample.operation}: ${sample.detail}`),
    ...run.lost.slice(0, 5).map((entry) => `${run.label} answer not stored whole: ${entry}`),
    ...(run.asked !== run.stored ? [`${run.label}: ${run.asked} asked, ${run.stored} stored`] : []),
    ...(run.missingMessages > 0
      ? [`${run.label}: ${run.missingMessages} direct messages missing`]
      : []),
  ];
}

export async function runLoadBenchmark(): Promise<void> {
  const runs = [await runAgainst('PGlite', {})];
  const postgres = await startPostgres(process.env.BENCH_DATABASE_URL);
  if (postgres) {
    try {
      runs.push(await runAgainst('PostgreSQL', { DATABASE_URL: postgres.url }));
    } finally {
      await postgres.stop();
    }
  }
  const described = runs.map(describeRun);
  const lines = [
    `${USERS} virtual users for ${SECONDS} s each on one server process (local model, real corpus), each looping: create a conversation, ask, read the streamed answer to its done event, list, read the conversation, then poll a direct conversation with another load user as the web client does (If-None-Match; every third round the user first sends a message). Load generator on the same 2-core machine. Times in ms.`,
    '',
    '| database | operation | requests | p50 | p95 | p99 |',
    '|---|---|---:|---:|---:|---:|',
    ...described.flatMap((run) => run.rows),
    '',
    ...described.map((run) => run.summary),
  ];
  console.log(lines.join('\n'));
  const problems = runs.flatMap(failures);
  if (problems.length > 0) {
    console.error(`Load run failed:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
  if (!SMOKE && !process.env.BENCH_DRY_RUN) appendResults('load', lines);
}
