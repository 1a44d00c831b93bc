import { ms, summarize } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- documents`: formal-notice generation over HTTP on the embedded database,
 * one request at a time: POST /api/generated-documents (compose the letter from the guide,
 * render the PDF with @react-pdf/renderer, store it), then GET …/pdf (the stored bytes).
 */

const REPEATS = Number(process.env.BENCH_DOCUMENTS_REPEATS ?? 40);
const DEMO_PASSWORD = 'demo-password-2026';

const SITUATIONS = [
  { role: 'tenant', situation: 'repairs', lang: 'fr' },
  { role: 'tenant', situation: 'repairs', lang: 'en' },
  { role: 'landlord', situation: 'unpaid-rent', lang: 'fr' },
  { role: 'tenant', situation: 'disturbance', lang: 'en' },
] as const;

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

function makeRequest(run: number) {
  const { role, situation, lang } = SITUATIONS[run % SITUATIONS.length]!;
  return {
    type: 'formal-notice',
    lang,
    fields: {
      role,
      situation,
      sender: { name: 'Awa Diallo', address: '12 rue Saint-Denis, app. 3\nMontréal QC H2X 1K1' },
      recipient: { name: 'Gestion Tremblay inc.', address: '400 boul. René-Lévesque\nMontréal QC' },
      facts: 'Depuis le 10 janvier, le chauffage de la chambre ne fonctionne plus. '.repeat(6),
      demand: 'Réparer le chauffage de la chambre et confirmer la date des travaux par écrit.',
      deadline: { kind: 'period', amount: 10, unit: 'days' },
    },
  };
}

export async function runDocumentsBenchmark(): Promise<void> {
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000000',
  });
  try {
    const headers = { ...(await signIn(app.baseUrl)), 'content-type': 'application/json' };
    const generate = async (run: number) => {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/api/generated-documents`, {
        method: 'POST',
        headers,
        body: JSON.stringify(makeRequest(run)),
      });
      const body = (await response.json()) as { id?: string };
      if (response.status !== 201 || !body.id) throw new Error(`generate: ${response.status}`);
      return { elapsed: performance.now() - started, id: body.id };
    };
    const download = async (id: string) => {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/api/generated-documents/${id}/pdf`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`pdf: ${response.status}`);
      return { elapsed: performance.now() - started, bytes };
    };
    // Warm-up: JIT, the renderer's font metrics, prepared statements.
    for (let run = 0; run < SITUATIONS.length; run += 1) await download((await generate(run)).id);
    const generated: number[] = [];
    const downloaded: number[] = [];
    let size = 0;
    for (let run = 0; run < REPEATS; run += 1) {
      const { elapsed, id } = await generate(run);
      generated.push(elapsed);
      const pdf = await download(id);
      downloaded.push(pdf.elapsed);
      size = Math.max(size, pdf.bytes);
    }
    const gen = summarize(generated);
    const get = summarize(downloaded);
    const lines = [
      `Embedded PGlite, server in its own process, one request at a time over HTTP; ${REPEATS} formal notices (repairs FR/EN, unpaid rent FR, disturbance EN) after ${SITUATIONS.length} warm-up ones; largest PDF ${(size / 1024).toFixed(1)} KiB.`,
      '',
      '| measure | p50 | p95 | max |',
      '|---|---:|---:|---:|',
      `| POST /api/generated-documents (compose + render PDF + store) | ${ms(gen.p50)} ms | ${ms(gen.p95)} ms | ${ms(gen.max)} ms |`,
      `| GET /api/generated-documents/:id/pdf (stored bytes) | ${ms(get.p50)} ms | ${ms(get.p95)} ms | ${ms(get.max)} ms |`,
    ];
    console.log(lines.join('\n'));
    // BENCH_DRY_RUN=1 prints without recording.
    if (!process.env.BENCH_DRY_RUN) appendResults('documents', lines);
  } finally {
    await app.stop();
  }
}
