import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kbIngestRuns, kbPassages, kbSources } from '../../db/schema-kb';
import type { KbPassageRecord, KbSourceRecord, LineError } from '../corpus/kb-records';

/** The database or a transaction on it: every write below works on either. */
export type KbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH_SIZE = 200;

function hashRecord(record: KbSourceRecord): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex');
}

function toSourceRow(record: KbSourceRecord, sourceFile: string): typeof kbSources.$inferInsert {
  return {
    id: record.id,
    type: record.type,
    sourceFile,
    title: record.title,
    url: record.url,
    urlEn: record.urlEn ?? null,
    lang: record.lang,
    content: record.content,
    article: record.article ?? null,
    status: record.status ?? 'in_force',
    consolidationDate: record.consolidationDate ?? null,
    pageTitle: record.pageTitle ?? null,
    pageSource: record.pageSource ?? null,
    originalSourceId: record.originalSourceId ?? null,
    formId: record.formId ?? null,
    docUrl: record.docUrl ?? null,
    pageUrl: record.pageUrl ?? null,
    filename: record.filename ?? null,
    filledBy: record.filledBy ?? null,
    reference: record.reference ?? null,
    parties: record.parties ?? null,
    outcome: record.outcome ?? null,
    decisionDate: record.decisionDate ?? null,
    tribunal: record.tribunal ?? null,
    relatedArticles: record.relatedArticles ?? [],
    details: record.details ?? {},
    contentHash: hashRecord(record),
  };
}

/** `col = excluded.col` for every column but the key and the creation time. */
function excludedColumns<T extends Record<string, { name: string }>>(
  columns: T,
  skip: string[],
): Record<string, ReturnType<typeof sql.raw>> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !skip.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

function chunk<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let index = 0; index < items.length; index += BATCH_SIZE) {
    batches.push(items.slice(index, index + BATCH_SIZE));
  }
  return batches;
}

/** Inserts or updates sources by id; unchanged rows (same content hash) are left untouched. */
export async function upsertSources(
  executor: KbExecutor,
  records: readonly KbSourceRecord[],
  sourceFile: string,
  onBatch: (done: number) => void = () => undefined,
): Promise<void> {
  const set = {
    ...excludedColumns(getTableColumns(kbSources), ['id', 'createdAt']),
    updatedAt: sql`now()`,
  };
  let done = 0;
  for (const batch of chunk(records)) {
    await executor
      .insert(kbSources)
      .values(batch.map((record) => toSourceRow(record, sourceFile)))
      .onConflictDoUpdate({
        target: kbSources.id,
        set,
        setWhere: sql`${kbSources.contentHash} <> excluded.content_hash or ${kbSources.sourceFile} <> excluded.source_file`,
      });
    done += batch.length;
    onBatch(done);
  }
}

export async function upsertPassages(
  executor: KbExecutor,
  records: readonly KbPassageRecord[],
  sourceFile: string,
): Promise<void> {
  const set = { ...excludedColumns(getTableColumns(kbPassages), ['id']), updatedAt: sql`now()` };
  for (const batch of chunk(records)) {
    await executor
      .insert(kbPassages)
      .values(
        batch.map((record) => ({
          id: record.id,
          sourceId: record.sourceId,
          sourceFile,
          lang: record.lang,
          heading: record.heading,
          body: record.body,
          isCurrent: record.isCurrent ?? true,
          details: record.details ?? {},
        })),
      )
      .onConflictDoUpdate({
        target: kbPassages.id,
        set,
        setWhere: sql`${kbPassages.body} <> excluded.body or ${kbPassages.heading} <> excluded.heading or ${kbPassages.details} <> excluded.details`,
      });
  }
}

/** Ids among `ids` that exist as sources, so attachments to missing articles are reported. */
export async function findExistingSourceIds(
  executor: KbExecutor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: kbSources.id })
    .from(kbSources)
    .where(inArray(kbSources.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Removes what a file no longer contains (a refreshed corpus may drop a record). Called only
 * after a file loaded without errors, so a broken line never deletes the data it stood for.
 */
export async function removeStaleRows(
  executor: KbExecutor,
  sourceFile: string,
  sourceIds: readonly string[],
  passageIds: readonly string[],
): Promise<number> {
  const stalePassages = eq(kbPassages.sourceFile, sourceFile);
  await executor
    .delete(kbPassages)
    .where(
      passageIds.length > 0
        ? and(stalePassages, notInArray(kbPassages.id, [...passageIds]))
        : stalePassages,
    );
  const staleSources = eq(kbSources.sourceFile, sourceFile);
  const removed = await executor
    .delete(kbSources)
    .where(
      sourceIds.length > 0
        ? and(staleSources, notInArray(kbSources.id, [...sourceIds]))
        : staleSources,
    )
    .returning({ id: kbSources.id });
  return removed.length;
}

export async function recordIngestRun(
  executor: KbExecutor,
  run: {
    corpusDir: string;
    sourceFile: string;
    loaded: number;
    skipped: number;
    removed: number;
    errors: LineError[];
    startedAt: Date;
  },
): Promise<void> {
  await executor.insert(kbIngestRuns).values(run);
}

export async function countSearchableSources(executor: KbExecutor): Promise<number> {
  const rows = await executor.execute<{ count: number }>(
    sql`select count(*)::int as count from kb_sources`,
  );
  return Number(rows.rows[0]?.count ?? 0);
}
