import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from '../../db/client';
import type { EmbeddingIndex, EmbeddingSyncReport } from '../embeddings/embedding-index';
import { listCorpusFiles, type CorpusFile } from '../corpus/corpus-files';
import type { KbPassageRecord, LineError, ParsedFile } from '../corpus/kb-records';
import {
  findExistingSourceIds,
  recordIngestRun,
  removeStaleRows,
  upsertPassages,
  upsertSources,
  type KbExecutor,
} from './ingest-repository';
import type { IngestProgress } from './ingest-progress';
import type { AskedQuestions } from '../content/asked-questions';
import { indexArticleNotes, type NotesReport } from './ingest-notes';
import { loadContent, type LoadedNote } from '../content/load-content';
import { refreshSearchStats, refreshTranslationCurrency } from './refresh-search-stats';

export type FileReport = {
  file: string;
  loaded: number;
  passages: number;
  skipped: Array<{ line: number; reason: string }>;
  removed: number;
  errors: LineError[];
};

export type IngestReport = {
  corpusDir: string;
  files: FileReport[];
  durationMs: number;
  /** Total number of problems; the CLI exits non-zero when it is above zero. */
  errorCount: number;
  /** Present when an embedding provider is configured; its failure never fails the ingest. */
  embeddings?: EmbeddingSyncReport;
  /** The plain-language notes indexed as passages of their articles. */
  notes: NotesReport;
};

/** Keeps the first record of each id: a repeated id in one file is reported, not double-loaded. */
function dropDuplicateIds(parsed: ParsedFile): void {
  const seen = new Set<string>();
  parsed.sources = parsed.sources.filter((source) => {
    if (!seen.has(source.id)) return seen.add(source.id);
    parsed.skipped.push({ line: 0, reason: `duplicate id ${source.id}` });
    return false;
  });
  const seenPassages = new Set<string>();
  parsed.passages = parsed.passages.filter(
    (passage) => !seenPassages.has(passage.id) && seenPassages.add(passage.id),
  );
}

async function attachPassages(
  tx: KbExecutor,
  attachments: KbPassageRecord[],
  file: string,
  report: FileReport,
): Promise<KbPassageRecord[]> {
  const existing = await findExistingSourceIds(
    tx,
    attachments.map((passage) => passage.sourceId),
  );
  const kept = attachments.filter((passage) => existing.has(passage.sourceId));
  for (const passage of attachments) {
    if (!existing.has(passage.sourceId)) {
      report.skipped.push({ line: 0, reason: `${passage.sourceId} is not loaded` });
    }
  }
  await upsertPassages(tx, kept, file);
  return kept;
}

/** Loads one file in one transaction: all of its valid records, or nothing if the write fails. */
async function ingestFile(
  db: Database,
  corpusDir: string,
  file: CorpusFile,
  progress: IngestProgress,
): Promise<FileReport> {
  const startedAt = new Date();
  const report: FileReport = {
    file: file.path,
    loaded: 0,
    passages: 0,
    skipped: [],
    removed: 0,
    errors: [],
  };
  let parsed: ParsedFile;
  try {
    parsed = file.parse(readFileSync(join(corpusDir, file.path), 'utf8'));
  } catch (error) {
    report.errors.push({ line: 0, message: `could not read: ${(error as Error).message}` });
    return report;
  }
  dropDuplicateIds(parsed);
  report.errors.push(...parsed.errors);
  report.skipped.push(...parsed.skipped);
  const total = parsed.sources.length + (parsed.attachments?.length ?? 0);
  progress.start(file.path, total);
  await db.transaction(async (tx) => {
    await upsertSources(tx, parsed.sources, file.path, (done) =>
      progress.advance(file.path, done, total),
    );
    await upsertPassages(tx, parsed.passages, file.path);
    const attached = await attachPassages(tx, parsed.attachments ?? [], file.path, report);
    const passageIds = [...parsed.passages, ...attached].map((passage) => passage.id);
    if (report.errors.length === 0) {
      const sourceIds = parsed.sources.map((source) => source.id);
      report.removed = await removeStaleRows(tx, file.path, sourceIds, passageIds);
    }
    report.loaded = parsed.sources.length + attached.length;
    report.passages = passageIds.length;
    await recordIngestRun(tx, {
      corpusDir,
      sourceFile: file.path,
      loaded: report.loaded,
      skipped: report.skipped.length,
      removed: report.removed,
      errors: report.errors,
      startedAt,
    });
  });
  progress.finish(report);
  return report;
}

/**
 * Loads a corpus directory (laws, excerpts, forms, decisions, information pages) into the
 * knowledge base. Idempotent: ids are stable and rows are upserted. A file that fails to parse
 * or write is reported and the others still load.
 */
export async function ingestCorpus(
  db: Database,
  corpusDir: string,
  progress: IngestProgress,
  options: {
    embeddings?: EmbeddingIndex;
    notes?: ReadonlyMap<string, LoadedNote>;
    asked?: ReadonlyMap<string, AskedQuestions>;
  } = {},
): Promise<IngestReport> {
  const started = performance.now();
  const dir = resolve(corpusDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`Corpus directory not found: ${dir}`);
  }
  const files: FileReport[] = [];
  for (const file of listCorpusFiles(dir)) {
    try {
      files.push(await ingestFile(db, dir, file, progress));
    } catch (error) {
      const failed: FileReport = {
        file: file.path,
        loaded: 0,
        passages: 0,
        skipped: [],
        removed: 0,
        errors: [{ line: 0, message: `not loaded: ${(error as Error).message}` }],
      };
      progress.finish(failed);
      files.push(failed);
    }
  }
  await refreshTranslationCurrency(db);
  const notes = await indexArticleNotes(db, options.notes ?? loadContent().notes, {
    asked: options.asked,
    refreshStats: false,
  });
  await refreshSearchStats(db);
  // After the files' transactions: only committed passages are embedded, changed ones only.
  const embeddings = await options.embeddings?.sync();
  const errorCount = files.reduce((sum, file) => sum + file.errors.length, 0);
  const durationMs = performance.now() - started;
  return {
    corpusDir: dir,
    files,
    durationMs,
    errorCount,
    notes,
    ...(embeddings && { embeddings }),
  };
}
