// `npm run kb:import-ccq -- FILE.pdf`: loads an official consolidated PDF of the Civil Code.
import { resolve } from 'node:path';
import { systemClock } from '../../lib/clock';
import { importCcqPdf } from '../legis/import-ccq';
import { formatImportReport } from '../legis/format-import-report';
import { parseCliArgs, runWithDatabase } from './cli-support';

const { positionals } = parseCliArgs({});

await runWithDatabase(
  async (database, env) => {
    const path = positionals[0];
    if (!path) {
      process.stderr.write('Usage: npm run kb:import-ccq -- FILE.pdf\n');
      return 2;
    }
    console.log(`Importing ${resolve(path)}`);
    const started = performance.now();
    const outcome = await importCcqPdf(database.db, resolve(path), {
      clock: systemClock,
      corpusDir: env.KB_CORPUS_DIR,
    });
    if (outcome.status === 'unchanged') {
      console.log('This file was already imported: nothing changed.');
    }
    console.log(formatImportReport(outcome.report));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  },
  { ensureLoaded: false },
);
