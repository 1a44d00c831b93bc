// `npm run kb:ingest [-- --from DIR]`: loads a corpus directory into the knowledge base.
import { resolve } from 'node:path';
import { createEmbeddingIndex } from '../embeddings/embedding-index';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { createProgressBar } from '../ingest/ingest-progress';
import { parseCliArgs, runWithDatabase, stderrLog } from './cli-support';

const { values } = parseCliArgs({ from: { type: 'string' } });

await runWithDatabase(
  async (database, env) => {
    const dir = values.from ? resolve(values.from) : env.KB_CORPUS_DIR;
    console.log(`Loading ${dir}`);
    const embeddings = createEmbeddingIndex(database.db, env.EMBEDDINGS, stderrLog);
    const report = await ingestCorpus(database.db, dir, createProgressBar(process.stdout), {
      embeddings,
    });
    const loaded = report.files.reduce((sum, file) => sum + file.loaded, 0);
    console.log(
      `Done in ${(report.durationMs / 1000).toFixed(1)} s: ${loaded} sources from ` +
        `${report.files.length} files, ${report.errorCount} lines rejected.`,
    );
    if (report.embeddings?.status === 'done') {
      console.log(`Embeddings: ${report.embeddings.embedded} new or changed passages embedded.`);
    }
    // Rejected lines are listed above with file and line; the exit code tells scripts.
    return report.errorCount > 0 ? 1 : 0;
  },
  { ensureLoaded: false },
);
