// `npm run kb:ingest [-- --from DIR]`: loads a corpus directory into the knowledge base.
import { resolve } from 'node:path';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { createProgressBar } from '../ingest/ingest-progress';
import { parseCliArgs, runWithDatabase } from './cli-support';

const { values } = parseCliArgs({ from: { type: 'string' } });

await runWithDatabase(
  async (database, env) => {
    const dir = values.from ? resolve(values.from) : env.KB_CORPUS_DIR;
    console.log(`Loading ${dir}`);
    const report = await ingestCorpus(database.db, dir, createProgressBar(process.stdout));
    const loaded = report.files.reduce((sum, file) => sum + file.loaded, 0);
    console.log(
      `Done in ${(report.durationMs / 1000).toFixed(1)} s: ${loaded} sources from ` +
        `${report.files.length} files, ${report.errorCount} lines rejected.`,
    );
    // Rejected lines are listed above with file and line; the exit code tells scripts.
    return report.errorCount > 0 ? 1 : 0;
  },
  { ensureLoaded: false },
);
