// `npm run bench -- legis`: the official Civil Code PDF import (issue 17), whole file.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { loadEnv } from '../apps/server/src/env';
import { systemClock } from '../apps/server/src/lib/clock';
import { ingestCorpus } from '../apps/server/src/kb/ingest/ingest-corpus';
import { silentProgress } from '../apps/server/src/kb/ingest/ingest-progress';
import { importCcqConsolidation, importCcqPdf } from '../apps/server/src/kb/legis/import-ccq';
import { parseCcqPages } from '../apps/server/src/kb/legis/parse-ccq-pdf';
import { readPdfPages } from '../apps/server/src/kb/legis/read-pdf-lines';
import { ms } from './kb/measure';
import { appendResults } from './support/results';

const RUNS = Number(process.env.BENCH_LEGIS_RUNS ?? 3);

/**
 * Times each step of `kb:import-ccq` on the real 554-page PDF against an embedded PGlite
 * database holding the real corpus: reading the pages (pdfjs), parsing the articles, writing
 * the lease chapter with amendment detection, and the whole command; then a re-import of the
 * same file, which must be a no-op.
 */
export async function runLegisBenchmark(): Promise<void> {
  const env = loadEnv();
  const pdf = join(env.KB_CORPUS_DIR, 'laws', 'ccq-1991-fr-2025-06-30.pdf');
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-bench-legis-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await ingestCorpus(database.db, env.KB_CORPUS_DIR, silentProgress);
    const sha = createHash('sha256').update(readFileSync(pdf)).digest('hex');
    const rows: string[] = [];
    let articles = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const started = performance.now();
      const pages = await readPdfPages(pdf);
      const read = performance.now();
      const parsed = parseCcqPages(pages, basename(pdf));
      const parsedAt = performance.now();
      // A distinct hash per run: each run imports, none is skipped as already seen.
      const outcome = await importCcqConsolidation(
        database.db,
        { file: basename(pdf), sha256: `${sha}-bench-${run}`, parsed },
        { clock: systemClock, corpusDir: env.KB_CORPUS_DIR },
      );
      const done = performance.now();
      articles = parsed.articles.length;
      rows.push(
        `| ${run} | ${pages.length} | ${ms(read - started)} ms | ${ms(parsedAt - read)} ms | ` +
          `${ms(done - parsedAt)} ms | ${ms(done - started)} ms | ${outcome.report.changed.length} |`,
      );
    }
    await importCcqPdf(database.db, pdf, { clock: systemClock });
    const again = performance.now();
    const noop = await importCcqPdf(database.db, pdf, { clock: systemClock });
    const noopMs = performance.now() - again;
    appendResults('legis', [
      `Real PDF (${basename(pdf)}), embedded PGlite holding the real corpus; ${RUNS} runs of the whole import, one process. ${articles} articles read, the 162 of the lease chapter written (one transaction), with amendment detection and the content re-check.`,
      '',
      '| run | pages | read (pdfjs) | parse | write + report | total | changed |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `Re-import of the same file (hash already recorded): ${noop.status}, ${ms(noopMs)} ms.`,
    ]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
