import autocannon from 'autocannon';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  // A short warm-up so the JIT and the database caches are not what we measure.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function signInDemoTenant(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/idp/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tenant@demo.local', password: 'demo-password-2026' }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens)
    throw new Error(`Demo sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  return body.tokens.accessToken;
}

type ThrowawayPostgres = { url: string; stop(): void };

/** BENCH_DATABASE_URL, else a throwaway server when the PostgreSQL binaries are installed. */
async function findPostgres(): Promise<ThrowawayPostgres | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const script = '../scripts/postgres.mjs';
  const { startThrowawayPostgres } = (await import(script)) as {
    startThrowawayPostgres(): Promise<ThrowawayPostgres | null>;
  };
  return startThrowawayPostgres();
}

async function measureDatabase(label: string, env: Record<string, string>): Promise<string[]> {
  const bare = await startTsServer('bench/bare-server.ts', '/');
  // Development mode for the demo accounts: the flags endpoint needs a signed-in session.
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    RATE_LIMIT_MAX: '100000000',
    ...env,
  });
  try {
    const authorization = `Bearer ${await signInDemoTenant(app.baseUrl)}`;
    const figures = [
      await measure('bare Fastify hello', `${bare.baseUrl}/`),
      await measure('GET /healthz (pings the database)', `${app.baseUrl}/healthz`),
      await measure(
        'GET /api/feature-flags (session and flags checked, cached in process)',
        `${app.baseUrl}/api/feature-flags`,
        { authorization },
      ),
    ];
    const baseline = figures[0]!.rps;
    return [
      `${label}:`,
      '',
      '| target | req/s | p50 ms | p99 ms | errors | vs bare |',
      '|---|---:|---:|---:|---:|---:|',
      ...figures.map(
        (f) =>
          `| ${f.label} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / baseline).toFixed(2)} |`,
      ),
      '',
    ];
  } finally {
    await Promise.all([bare.stop(), app.stop()]);
  }
}

export async function runApiBenchmark(): Promise<void> {
  const lines = [
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, server and load generator on the same machine; bare Fastify measured again in each run.`,
    '',
    ...(await measureDatabase('Embedded PGlite', {})),
  ];
  const postgres = await findPostgres();
  if (postgres) {
    try {
      lines.push(...(await measureDatabase('PostgreSQL', { DATABASE_URL: postgres.url })));
    } finally {
      postgres.stop();
    }
  } else {
    lines.push('PostgreSQL: not measured (no BENCH_DATABASE_URL and no initdb/pg_ctl).');
  }
  console.log(lines.join('\n'));
  appendResults('api', lines);
}
