import { summarize, ms, type Latency } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- chat`: the advice chat with the local model (offline composer) on the
 * embedded database. 20 conversations stream at once, for several rounds: time to the first
 * streamed byte and to the end of the answer. Then GET /advices/list for a user who has 1,000
 * conversations (created through the API before measuring), one request at a time.
 */

const CONCURRENCY = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
const LIST_CONVERSATIONS = 1000;
const LIST_RUNS = 300;
const DEMO_PASSWORD = 'demo-password-2026';

const QUESTIONS: Array<{ question: string; lang: 'en' | 'fr' }> = [
  { question: 'My landlord wants to raise my rent by 12% at renewal, what can I do?', lang: 'en' },
  { question: 'My landlord asks me for a security deposit, is that allowed?', lang: 'en' },
  { question: 'There is mould in my apartment and the landlord refuses to repair it.', lang: 'en' },
  { question: 'Can my landlord evict me to house his daughter?', lang: 'en' },
  { question: 'Mon propriétaire veut augmenter mon loyer de 12 %, que puis-je faire?', lang: 'fr' },
  { question: 'Puis-je sous-louer mon appartement pendant six mois?', lang: 'fr' },
  {
    question: 'Le chauffage ne fonctionne pas depuis une semaine, quels sont mes recours?',
    lang: 'fr',
  },
  { question: 'Mon locateur refuse de renouveler mon bail, est-ce légal?', lang: 'fr' },
];

async function signIn(baseUrl: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/idp/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`Demo sign-in of ${email} failed (${response.status})`);
  return { authorization: `Bearer ${body.tokens.accessToken}`, 'content-type': 'application/json' };
}

async function post<T>(url: string, headers: Record<string, string>, body: object): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type StreamTiming = { firstByte: number; full: number; ok: boolean };

async function askAndStream(
  baseUrl: string,
  headers: Record<string, string>,
  index: number,
): Promise<StreamTiming> {
  const { question, lang } = QUESTIONS[index % QUESTIONS.length]!;
  const conversation = await post<{ id: string }>(`${baseUrl}/api/advices`, headers, {
    title: question.slice(0, 60),
    description: question,
  });
  const advice = await post<{ id: string }>(
    `${baseUrl}/api/advices/${conversation.id}/create-advice`,
    headers,
    { question },
  );
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/advice/lambda`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      conversationId: conversation.id,
      adviceId: advice.id,
      question,
      lang,
      history: [],
    }),
  });
  const reader = response.body!.getReader();
  let firstByte = 0;
  let text = '';
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    text += decoder.decode(value, { stream: true });
  }
  const full = performance.now() - started;
  return { firstByte, full, ok: response.ok && text.includes('"type":"done"') };
}

async function createConversations(baseUrl: string, headers: Record<string, string>) {
  const batch = 10;
  for (let start = 0; start < LIST_CONVERSATIONS; start += batch) {
    await Promise.all(
      Array.from({ length: batch }, (_, offset) =>
        post(`${baseUrl}/api/advices`, headers, { title: `Conversation ${start + offset + 1}` }),
      ),
    );
  }
}

async function measureList(baseUrl: string, headers: Record<string, string>): Promise<Latency> {
  const url = `${baseUrl}/api/advices/list`;
  const get = () => fetch(url, { headers }).then((response) => response.json());
  for (let warm = 0; warm < 20; warm += 1) await get();
  const samples: number[] = [];
  for (let run = 0; run < LIST_RUNS; run += 1) {
    const started = performance.now();
    const body = (await get()) as { meta?: { total: number } };
    samples.push(performance.now() - started);
    if (body.meta?.total !== LIST_CONVERSATIONS) throw new Error('unexpected list total');
  }
  return summarize(samples);
}

export async function runChatBenchmark(): Promise<void> {
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    MODEL_PROVIDER: 'local',
    RATE_LIMIT_MAX: '100000000',
    QUESTION_RATE_LIMIT_PER_MINUTE: '100000',
    // The demo tenant is on the free plan: its daily quota would stop the benchmark at 5.
    FREE_DAILY_QUESTIONS: '100000',
  });
  try {
    const tenant = await signIn(app.baseUrl, 'tenant@demo.local');
    // Warm-up round: JIT, knowledge-base caches, prepared plans.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) => askAndStream(app.baseUrl, tenant, i)),
    );
    const timings: StreamTiming[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      timings.push(
        ...(await Promise.all(
          Array.from({ length: CONCURRENCY }, (_, i) =>
            askAndStream(app.baseUrl, tenant, round * CONCURRENCY + i),
          ),
        )),
      );
    }
    const failed = timings.filter((timing) => !timing.ok).length;
    const firstByte = summarize(timings.map((timing) => timing.firstByte));
    const full = summarize(timings.map((timing) => timing.full));

    const lister = await signIn(app.baseUrl, 'lawyer@demo.local');
    await createConversations(app.baseUrl, lister);
    const list = await measureList(app.baseUrl, lister);

    const lines = [
      `Local model (offline composer), embedded PGlite, real corpus; ${CONCURRENCY} conversations streaming at once, ${ROUNDS} rounds after one warm-up round (${timings.length} answers, ${failed} failed), ${QUESTIONS.length} EN/FR questions in turn. List: one user with ${LIST_CONVERSATIONS} conversations, ${LIST_RUNS} sequential GET /api/advices/list (first page of 50). Load generator and server on the same machine.`,
      '',
      '| measure | p50 | p95 | max | target |',
      '|---|---:|---:|---:|---:|',
      `| first streamed byte of POST /api/advice/lambda | ${ms(firstByte.p50)} ms | ${ms(firstByte.p95)} ms | ${ms(firstByte.max)} ms | p95 ≤ 150 ms |`,
      `| full answer (done event) | ${ms(full.p50)} ms | ${ms(full.p95)} ms | ${ms(full.max)} ms | p95 ≤ 1000 ms |`,
      `| GET /api/advices/list, 1,000 conversations | ${ms(list.p50)} ms | ${ms(list.p95)} ms | ${ms(list.max)} ms | p95 ≤ 20 ms |`,
    ];
    console.log(lines.join('\n'));
    // BENCH_DRY_RUN=1 prints without recording (e.g. while tuning).
    if (!process.env.BENCH_DRY_RUN) appendResults('chat', lines);
  } finally {
    await app.stop();
  }
}
