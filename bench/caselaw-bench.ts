import { ms, summarize } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- caselaw`: GET /api/caselaw/search on the embedded database (PGlite) with the
 * real corpus, over HTTP, one request at a time: full-text queries in French and English, with
 * and without filters, the filtered list without a query, and later pages.
 */

const REPEATS = Number(process.env.BENCH_CASELAW_REPEATS ?? 20);
const DEMO_PASSWORD = 'demo-password-2026';

const QUERIES = [
  'q=punaises%20de%20lit',
  'q=bed%20bugs',
  'q=reprise%20de%20logement%20de%20mauvaise%20foi',
  'q=my%20landlord%20wants%20to%20raise%20the%20rent',
  'q=harc%C3%A8lement%20du%20locataire&tribunal=tal',
  'q=non-paiement%20du%20loyer&outcome=granted',
  'q=mould%20in%20my%20apartment&claimType=dwelling_condition',
  'q=sous-location%20Airbnb&from=2015-01-01&to=2025-12-31',
  'tribunal=rdl',
  'outcome=unknown&page=3',
  'q=logement&limit=50',
  'q=bail&page=2',
];

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/idp/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tenant@demo.local', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`Demo sign-in failed (${response.status})`);
  return { authorization: `Bearer ${body.tokens.accessToken}` };
}

export async function runCaselawBenchmark(): Promise<void> {
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000000',
  });
  try {
    const headers = await signIn(app.baseUrl);
    const search = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/api/caselaw/search?${query}`, { headers });
      const body = (await response.json()) as { meta?: { total: number } };
      if (!response.ok || !body.meta) throw new Error(`${query}: ${response.status}`);
      return { elapsed: performance.now() - started, total: body.meta.total };
    };
    // Warm-up pass: JIT, prepared plans, the knowledge base's caches.
    for (const query of QUERIES) await search(query);
    const samples: number[] = [];
    const perQuery: Array<{ query: string; total: number; p95: number }> = [];
    for (const query of QUERIES) {
      const own: number[] = [];
      let total = 0;
      for (let run = 0; run < REPEATS; run += 1) {
        const result = await search(query);
        own.push(result.elapsed);
        total = result.total;
      }
      samples.push(...own);
      perQuery.push({ query: decodeURIComponent(query), total, p95: summarize(own).p95 });
    }
    const overall = summarize(samples);
    perQuery.sort((left, right) => right.p95 - left.p95);
    const lines = [
      `Embedded PGlite, real corpus (125 decisions), server in its own process, one request at a time over HTTP; ${QUERIES.length} searches (French and English words, filters, lists without words, later pages), ${REPEATS} runs each after one warm-up pass (${samples.length} requests).`,
      '',
      '| measure | p50 | p95 | max |',
      '|---|---:|---:|---:|',
      `| GET /api/caselaw/search | ${ms(overall.p50)} ms | ${ms(overall.p95)} ms | ${ms(overall.max)} ms |`,
      '',
      'Slowest searches (p95): ' +
        perQuery
          .slice(0, 3)
          .map((entry) => `\`${entry.query}\` ${ms(entry.p95)} ms (${entry.total} found)`)
          .join('; ') +
        '.',
    ];
    console.log(lines.join('\n'));
    // BENCH_DRY_RUN=1 prints without recording (e.g. while tuning).
    if (!process.env.BENCH_DRY_RUN) appendResults('caselaw', lines);
  } finally {
    await app.stop();
  }
}
