// `npm run eval:answers [-- --set fresh|dev2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|dev20|dev21|dev22|dev23|dev24|dev25|dev26|blind|blind2] [-- --label TEXT] [-- --evidence]`: answers every question of a set with the
// offline composer on a temporary database and scores each answer (issue 10, "Per answer").
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalComposer } from '../../ai/local-composer';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadEnv } from '../../env';
import { createKbService } from '../../modules/kb/kb.service';
import {
  ANSWER_SETS,
  FRESH_SET_TODAY,
  HELD_OUT_SET_NAMES,
  loadFreshSet,
  type AnswerSetName,
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
const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');

function writeDetails(
  report: Awaited<ReturnType<typeof runAnswerEvaluation>>,
  now: Date,
  setName: AnswerSetName,
) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  // The set in the name: two sets scored in the same minute must not overwrite each other.
  const file = join(RESULTS_DIR, `eval-answers-${stamp}-${setName}.json`);
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
  const setName =
    values.set !== undefined && values.set in ANSWER_SETS ? (values.set as AnswerSetName) : 'fresh';
  const setUrl = ANSWER_SETS[setName];
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
    const details = HELD_OUT_SET_NAMES.has(setName)
      ? undefined
      : writeDetails(report, now, setName);
    const label = values.label ?? `Answer-level score on the ${setName} set`;
    appendToResults(
      [
        ...formatResultsLines(report, label, basename(fileURLToPath(setUrl))),
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
