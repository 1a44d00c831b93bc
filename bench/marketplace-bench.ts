import { loadavg } from 'node:os';
import { ms, summarize } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- marketplace`: the direct-conversation poll. 200 tenants each open a
 * conversation with the demo lawyer, then all 200 poll their thread (GET
 * /api/chat/conversations/:id) at once, for several rounds, as the 3000 ms poll does; the lawyer
 * polls the list of their 200 conversations (GET /api/chat/conversations) alongside. Rounds run
 * twice: without a tag (a full answer each time), then as the client polls, with If-None-Match
 * and nothing new (304).
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

type Poll = { ms: number; etag: string | null; status: number };

async function timedGet(
  baseUrl: string,
  path: string,
  headers: Headers,
  etag: string | null = null,
): Promise<Poll> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });
  await response.arrayBuffer();
  if (!response.ok && response.status !== 304) throw new Error(`GET ${path}: ${response.status}`);
  return {
    ms: performance.now() - started,
    etag: response.headers.get('etag'),
    status: response.status,
  };
}

type Tenant = { headers: Headers; id: string; etag: string | null };

/** ROUNDS rounds of every thread poll at once plus the lawyer's list; with or without tags. */
async function pollRounds(baseUrl: string, tenants: Tenant[], lawyer: Tenant, tagged: boolean) {
  const threadSamples: number[] = [];
  const listSamples: number[] = [];
  const roundSeconds: number[] = [];
  let notModified = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const [threads, list] = await Promise.all([
      Promise.all(
        tenants.map((t) =>
          timedGet(baseUrl, `/api/chat/conversations/${t.id}`, t.headers, tagged ? t.etag : null),
        ),
      ),
      timedGet(baseUrl, '/api/chat/conversations', lawyer.headers, tagged ? lawyer.etag : null),
    ]);
    roundSeconds.push((performance.now() - started) / 1000);
    threadSamples.push(...threads.map((poll) => poll.ms));
    listSamples.push(list.ms);
    notModified += [...threads, list].filter((poll) => poll.status === 304).length;
  }
  return {
    thread: summarize(threadSamples),
    list: summarize(listSamples),
    slowestRound: Math.max(...roundSeconds),
    notModified,
  };
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
    const tenants: Tenant[] = await inBatches(CONVERSATIONS, async (index) => {
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
      return { headers, id: conversation.id, etag: null };
    });
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // Warm-up: every thread twice (the first read marks it read), keeping the settled tags.
    for (let pass = 0; pass < 2; pass += 1) {
      const warm = await Promise.all(
        tenants.map((t) => timedGet(app.baseUrl, `/api/chat/conversations/${t.id}`, t.headers)),
      );
      warm.forEach((poll, index) => (tenants[index]!.etag = poll.etag));
    }
    const lawyerPoller: Tenant = {
      headers: lawyer,
      id: '',
      etag: (await timedGet(app.baseUrl, '/api/chat/conversations', lawyer)).etag,
    };
    const load = loadavg()[0]!.toFixed(1);
    const full = await pollRounds(app.baseUrl, tenants, lawyerPoller, false);
    const quiet = await pollRounds(app.baseUrl, tenants, lawyerPoller, true);
    const row = (label: string, stats: ReturnType<typeof summarize>) =>
      `| ${label} | ${stats.runs} | ${ms(stats.p50)} ms | ${ms(stats.p95)} ms | ${ms(stats.max)} ms |`;
    const lines = [
      `Embedded PGlite, server in its own process; ${CONVERSATIONS} direct conversations (one tenant each, with the demo lawyer), set up through the real API in ${setupSeconds.toFixed(0)} s. Each round fires all ${CONVERSATIONS} thread polls at once plus the lawyer's list poll (their ${CONVERSATIONS} conversations, the list answers the 50 most recent), ${ROUNDS} rounds after a warm-up; first without a tag (full answers), then with If-None-Match as the web client polls (nothing new: ${quiet.notModified} of ${(CONVERSATIONS + 1) * ROUNDS} answered 304). Load average at the start of the rounds: ${load} (2 cores).`,
      '',
      '| measure | requests | p50 | p95 | max |',
      '|---|---:|---:|---:|---:|',
      row(`GET /api/chat/conversations/:id (${CONVERSATIONS} at once), full answer`, full.thread),
      row(
        `GET /api/chat/conversations/:id (${CONVERSATIONS} at once), nothing new (304)`,
        quiet.thread,
      ),
      row('GET /api/chat/conversations (lawyer, during the burst), full answer', full.list),
      row('GET /api/chat/conversations (lawyer, during the burst), nothing new (304)', quiet.list),
      '',
      `Slowest round (all ${CONVERSATIONS + 1} polls answered): ${full.slowestRound.toFixed(2)} s with full answers, ${quiet.slowestRound.toFixed(2)} s with nothing new, against the 3 s poll interval.`,
    ];
    console.log(lines.join('\n'));
    if (!process.env.BENCH_DRY_RUN) appendResults('marketplace', lines);
  } finally {
    await app.stop();
  }
}
