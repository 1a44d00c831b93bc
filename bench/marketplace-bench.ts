import { ms, summarize } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- marketplace`: the direct-conversation poll. 200 tenants each open a
 * conversation with the demo lawyer, then all 200 poll their thread (GET
 * /api/chat/conversations/:id) at once, for several rounds, as the 3000 ms poll does; the lawyer
 * polls the list of their 200 conversations (GET /api/chat/conversations) alongside.
 */

const CONVERSATIONS = Number(process.env.BENCH_MARKETPLACE_CONVERSATIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_MARKETPLACE_ROUNDS ?? 5);
const DEMO_PASSWORD = 'demo-password-2026';
const SETUP_CONCURRENCY = 8;

type Headers = Record<string, string>;

async function post(baseUrl: string, path: string, body: unknown, headers: Headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function signIn(baseUrl: string, email: string): Promise<Headers> {
  const body = (await post(baseUrl, '/idp/sign-in', { email, password: DEMO_PASSWORD })) as {
    tokens?: { accessToken: string };
  };
  if (!body.tokens) throw new Error(`Sign-in failed for ${email}`);
  return { authorization: `Bearer ${body.tokens.accessToken}` };
}

/** A confirmed tenant through the real sign-up (code read from the development outbox). */
async function createTenant(baseUrl: string, index: number): Promise<Headers> {
  const email = `bench-tenant-${index}-${Date.now()}@example.test`;
  await post(baseUrl, '/idp/sign-up', { email, password: DEMO_PASSWORD, name: `Bench ${index}` });
  const outbox = (await (
    await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: { code: string | null }[];
  };
  const code = outbox.messages[0]?.code;
  if (!code) throw new Error(`No code for ${email}`);
  await post(baseUrl, '/idp/confirm-sign-up', { email, code });
  return signIn(baseUrl, email);
}

async function inBatches<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, count - start) }, (_, i) =>
      work(start + i),
    );
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function timedGet(baseUrl: string, path: string, headers: Headers): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return performance.now() - started;
}

export async function runMarketplaceBenchmark(): Promise<void> {
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000000',
  });
  try {
    const lawyer = await signIn(app.baseUrl, 'lawyer@demo.local');
    const me = (await (await fetch(`${app.baseUrl}/api/users`, { headers: lawyer })).json()) as {
      user: { id: string };
    };
    const setupStarted = performance.now();
    const tenants = await inBatches(CONVERSATIONS, async (index) => {
      const headers = await createTenant(app.baseUrl, index);
      const conversation = (await post(
        app.baseUrl,
        '/api/chat/conversations',
        { receiverId: me.user.id },
        headers,
      )) as { id: string };
      await post(
        app.baseUrl,
        '/api/chat/messages',
        { conversationId: conversation.id, content: `Hello ${index}` },
        headers,
      );
      return { headers, id: conversation.id };
    });
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // Warm-up: every thread once.
    await Promise.all(
      tenants.map((t) => timedGet(app.baseUrl, `/api/chat/conversations/${t.id}`, t.headers)),
    );
    const threadSamples: number[] = [];
    const listSamples: number[] = [];
    const roundSeconds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const [threads, list] = await Promise.all([
        Promise.all(
          tenants.map((t) => timedGet(app.baseUrl, `/api/chat/conversations/${t.id}`, t.headers)),
        ),
        timedGet(app.baseUrl, '/api/chat/conversations', lawyer),
      ]);
      threadSamples.push(...threads);
      listSamples.push(list);
      roundSeconds.push((performance.now() - started) / 1000);
    }
    const thread = summarize(threadSamples);
    const list = summarize(listSamples);
    const slowestRound = Math.max(...roundSeconds);
    const lines = [
      `Embedded PGlite, server in its own process; ${CONVERSATIONS} direct conversations (one tenant each, with the demo lawyer), set up through the real API in ${setupSeconds.toFixed(0)} s. Each round fires all ${CONVERSATIONS} thread polls at once plus the lawyer's list poll (their ${CONVERSATIONS} conversations, the list answers the 50 most recent), ${ROUNDS} rounds after one warm-up.`,
      '',
      '| measure | requests | p50 | p95 | max |',
      '|---|---:|---:|---:|---:|',
      `| GET /api/chat/conversations/:id (${CONVERSATIONS} at once) | ${thread.runs} | ${ms(thread.p50)} ms | ${ms(thread.p95)} ms | ${ms(thread.max)} ms |`,
      `| GET /api/chat/conversations (lawyer, during the burst) | ${list.runs} | ${ms(list.p50)} ms | ${ms(list.p95)} ms | ${ms(list.max)} ms |`,
      '',
      `Slowest round (all ${CONVERSATIONS + 1} polls answered): ${slowestRound.toFixed(2)} s, against the 3 s poll interval.`,
    ];
    console.log(lines.join('\n'));
    if (!process.env.BENCH_DRY_RUN) appendResults('marketplace', lines);
  } finally {
    await app.stop();
  }
}
