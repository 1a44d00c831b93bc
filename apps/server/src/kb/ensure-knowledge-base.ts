import { existsSync } from 'node:fs';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import { createEmbeddingIndex, type EmbeddingSyncReport } from './embeddings/embedding-index';
import { countSearchableSources } from './ingest/ingest-repository';
import { ingestCorpus, type IngestReport } from './ingest/ingest-corpus';
import { indexArticleNotes } from './ingest/ingest-notes';
import { loadContent } from './content/load-content';
import { describeMissingCorpus } from './missing-corpus';
import { createProgressBar, type IngestProgress } from './ingest/ingest-progress';

export type KbLog = { info(message: string): void; warn(message: string): void };

function reportEmbeddings(report: EmbeddingSyncReport | undefined, log: KbLog): void {
  // Failures and a missing pgvector were already logged as warnings by the index.
  if (report?.status === 'done' && report.embedded > 0) {
    log.info(`Knowledge base embeddings: ${report.embedded} passages embedded`);
  }
}

/**
 * Loads the corpus when the knowledge base is empty (first start, fresh clone), with a progress
 * bar. A missing corpus is a warning, not a failure: the product runs and search answers with
 * no sources until `npm run kb:ingest` is run. With an embedding provider configured, passages
 * that are new or changed since their last embedding are embedded too (none, usually).
 */
export async function ensureKnowledgeBase(
  database: DatabaseHandle,
  env: Pick<Env, 'KB_CORPUS_DIR'> & Partial<Pick<Env, 'EMBEDDINGS'>>,
  log: KbLog,
  progress: IngestProgress = createProgressBar(),
): Promise<IngestReport | null> {
  const embeddings = env.EMBEDDINGS && createEmbeddingIndex(database.db, env.EMBEDDINGS, log);
  if ((await countSearchableSources(database.db)) > 0) {
    // Notes ship with the code: a new release re-indexes the ones that changed.
    const notes = await indexArticleNotes(database.db, loadContent().notes);
    if (notes.changed + notes.removed > 0) {
      log.info(`Knowledge base notes: ${notes.changed} re-indexed, ${notes.removed} removed`);
    }
    reportEmbeddings(await embeddings?.sync(), log);
    return null;
  }
  if (!existsSync(env.KB_CORPUS_DIR)) {
    log.warn(describeMissingCorpus(env.KB_CORPUS_DIR));
    return null;
  }
  log.info(`Knowledge base is empty: loading ${env.KB_CORPUS_DIR}`);
  const report = await ingestCorpus(database.db, env.KB_CORPUS_DIR, progress, { embeddings });
  const loaded = report.files.reduce((sum, file) => sum + file.loaded, 0);
  const summary = `Knowledge base loaded: ${loaded} sources from ${report.files.length} files in ${(report.durationMs / 1000).toFixed(1)} s`;
  if (report.errorCount > 0) log.warn(`${summary}, ${report.errorCount} lines rejected`);
  else log.info(summary);
  reportEmbeddings(report.embeddings, log);
  return report;
}
