// `npm run eval:answers [-- --set fresh|dev2|dev3|dev4|dev5|blind|blind2] [-- --label TEXT] [-- --evidence]`: answers every question of a set with the
// offline composer on a temporary database and scores each answer (issue 10, "Per answer").
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalComposer } from '../../ai/local-composer';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadEnv } from '../../env';
import { createKbService } from '../../modules/kb/kb.service';
import {
  BLIND_SET_2_URL,
  BLIND_SET_URL,
  DEV_SET_2_URL,
  DEV_SET_3_URL,
  DEV_SET_4_URL,
  DEV_SET_5_URL,
  FRESH_SET_TODAY,
  FRESH_SET_URL,
  loadFreshSet,
} from '../eval/fresh-set';
import {
  formatAnswerEvalReport,
  formatResultsLines,
  runAnswerEvaluation,
} from '../eval/run-answer-eval';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { silentProgress } from '../ingest/ingest-progress';
import { parseCliArgs } from './cli-support';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench', 'results');
// Sets nobody reads question by question: the held-out ones, and dev-5 until the session that
// froze it has scored it (its untuned figure).
const HELD_OUT_SETS = new Set(['blind', 'blind2', 'dev5']);
const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');

function writeDetails(report: Awaited<ReturnType<typeof runAnswerEvaluation>>, now: Date) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const file = join(RESULTS_DIR, `eval-answers-${stamp}.json`);
  const details = { date: now.toISOString(), model: 'local (offline composer)', ...report };
  writeFileSync(file, `${JSON.stringify(details, null, 2)}\n`);
  return file;
}

function appendToResults(lines: string[], now: Date): void {
  if (!existsSync(RESULTS_FILE)) writeFileSync(RESULTS_FILE, '# Benchmark results\n');
  const when = now.toISOString().replace('T', ' ').slice(0, 16);
  appendFileSync(RESULTS_FILE, `\n## eval:answers — ${when} UTC\n\n${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  const { values } = parseCliArgs({
    label: { type: 'string' },
    set: { type: 'string', default: 'fresh' },
    // Guides chosen with search's evidence (issue 10, round 6), off by default.
    evidence: { type: 'boolean', default: false },
  });
  const sets = {
    fresh: FRESH_SET_URL,
    dev2: DEV_SET_2_URL,
    dev3: DEV_SET_3_URL,
    dev4: DEV_SET_4_URL,
    dev5: DEV_SET_5_URL,
    blind: BLIND_SET_URL,
    blind2: BLIND_SET_2_URL,
  } as const;
  const setName =
    values.set !== undefined && values.set in sets ? (values.set as keyof typeof sets) : 'fresh';
  const setUrl = sets[setName];
  const env = loadEnv();
  let database: DatabaseHandle | undefined;
  try {
    // A throwaway in-memory database: the server's data directory is never touched.
    database = await openDatabase({});
    await migrateDatabase(database);
    const ingest = await ingestCorpus(database.db, env.KB_CORPUS_DIR, silentProgress);
    if (ingest.errorCount > 0) throw new Error(`${ingest.errorCount} corpus lines were rejected`);
    const questions = loadFreshSet(setUrl);
    process.stderr.write(`Answering ${questions.length} questions from ${env.KB_CORPUS_DIR}\n`);
    const report = await runAnswerEvaluation(questions, {
      kb: createKbService(database.db, { guideEvidence: values.evidence }),
      model: createLocalComposer(),
      // Both sets' dates were written on 2026-11-23.
      clock: { now: () => FRESH_SET_TODAY },
    });
    console.log(formatAnswerEvalReport(report));
    const now = new Date();
    // The held-out sets keep their per-question results unwritten: nobody reads which of their
    // questions fail, so nobody tunes to them (issue 10's held-out discipline).
    const details = HELD_OUT_SETS.has(setName) ? undefined : writeDetails(report, now);
    const label = values.label ?? `Answer-level score on the ${setName} set`;
    appendToResults(
      [
        ...formatResultsLines(
          report,
          label,
          {
            blind2: 'blind-set-2.jsonl',
            dev2: 'dev-set-2.jsonl',
            dev3: 'dev-set-3.jsonl',
            dev4: 'dev-set-4.jsonl',
            dev5: 'dev-set-5.jsonl',
          }[setName as string] ?? `${setName}-set.jsonl`,
        ),
        '',
        details
          ? `Details: \`${relative(ROOT, details)}\``
          : 'Held-out set: aggregates only, no per-question details.',
      ],
      now,
    );
    console.log(`\n${details ? `Details: ${details}\n` : ''}Appended to bench/RESULTS.md`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    // PGlite keeps the event loop alive until it is closed.
    await database?.close().catch(() => undefined);
  }
}

process.exit(await main());
