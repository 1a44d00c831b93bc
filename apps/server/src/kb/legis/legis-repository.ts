import { desc, eq, like, sql } from 'drizzle-orm';
import { advices } from '../../db/schema-chat';
import { kbArticleVersions, kbLawImports, kbSources } from '../../db/schema-kb';
import type { KbExecutor } from '../ingest/ingest-repository';

/** A Civil Code article as the knowledge base holds it now. */
export type LoadedArticle = {
  id: string;
  article: string;
  content: string;
  history: string;
  consolidation: string | null;
};

export async function findImportBySha(executor: KbExecutor, sha256: string) {
  const rows = await executor
    .select()
    .from(kbLawImports)
    .where(eq(kbLawImports.fileSha256, sha256))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLastImport(executor: KbExecutor) {
  const rows = await executor
    .select()
    .from(kbLawImports)
    .orderBy(desc(kbLawImports.importedAt), desc(kbLawImports.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertImport(
  executor: KbExecutor,
  row: typeof kbLawImports.$inferInsert,
): Promise<number> {
  const [inserted] = await executor
    .insert(kbLawImports)
    .values(row)
    .returning({ id: kbLawImports.id });
  return inserted!.id;
}

export async function updateImportReport(
  executor: KbExecutor,
  id: number,
  report: Record<string, unknown>,
): Promise<void> {
  await executor.update(kbLawImports).set({ report }).where(eq(kbLawImports.id, id));
}

/** The Civil Code articles (LAW rows, not their MODIFIED_LAW notes) loaded now. */
export async function listLoadedArticles(executor: KbExecutor): Promise<LoadedArticle[]> {
  const rows = await executor
    .select({
      id: kbSources.id,
      article: kbSources.article,
      content: kbSources.content,
      details: kbSources.details,
      consolidation: kbSources.consolidationDate,
    })
    .from(kbSources)
    .where(like(kbSources.id, 'law-ccq-%'));
  return rows.map((row) => ({
    id: row.id,
    article: row.article ?? '',
    content: row.content,
    history: typeof row.details.history === 'string' ? row.details.history : '',
    consolidation: row.consolidation,
  }));
}

export async function insertArticleVersions(
  executor: KbExecutor,
  rows: Array<typeof kbArticleVersions.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await executor.insert(kbArticleVersions).values(rows);
}

/** Every replaced text of the given articles, to recognise answers that quoted one. */
export async function listArticleVersions(executor: KbExecutor, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return [];
  return executor
    .select({
      sourceId: kbArticleVersions.sourceId,
      text: kbArticleVersions.text,
      replacedBy: kbArticleVersions.replacedBy,
    })
    .from(kbArticleVersions)
    .where(sql`${kbArticleVersions.sourceId} in ${[...sourceIds]}`);
}

/**
 * Answers whose quoted sources include one of the articles (jsonb containment works the same on
 * PGlite and PostgreSQL); the caller compares the quoted text with the replaced one.
 */
export async function listAnswersQuoting(executor: KbExecutor, article: string) {
  return executor
    .select({ id: advices.id, conversationId: advices.conversationId, sources: advices.sources })
    .from(advices)
    .where(sql`${advices.sources} @> ${JSON.stringify([{ article }])}::jsonb`);
}
