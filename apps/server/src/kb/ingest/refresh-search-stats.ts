import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isTranslationCurrent } from '../corpus/law-history';

/**
 * Recomputes what ranking needs from the whole corpus: how many passages contain each lexeme
 * (for IDF) and the average passage length per language (for length normalisation). Run after
 * every ingest, in one transaction so searches never see half the figures.
 */
export async function refreshSearchStats(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from kb_lexeme_stats`);
    await tx.execute(sql`
      insert into kb_lexeme_stats (lang, lexeme, documents)
      select lang, lexeme, count(*)::int from kb_postings group by lang, lexeme`);
    await tx.execute(sql`delete from kb_corpus_stats`);
    await tx.execute(sql`
      insert into kb_corpus_stats (lang, passages, average_length)
      select lang, count(*)::int, coalesce(avg(length(fts)), 0) from kb_passages group by lang`);
  });
  // Fresh planner statistics: without them a bulk-loaded table is planned as if nearly empty.
  // Vacuum also sets the visibility map, which lets postings be read from the index alone.
  for (const table of ['kb_sources', 'kb_passages', 'kb_postings', 'kb_lexeme_stats']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/**
 * Marks an official English excerpt as current only when the French consolidation cites no
 * amending act the excerpt does not (art. 1938 was amended in 2024 after its English page):
 * an outdated translation stays searchable but is never quoted as the law in force.
 */
export async function refreshTranslationCurrency(db: Database): Promise<void> {
  const rows = await db.execute<{ id: string; fr: string | null; en: string | null }>(sql`
    select p.id, s.details->>'history' as fr, p.details->>'history' as en
    from kb_passages p join kb_sources s on s.id = p.source_id
    where p.lang <> s.lang and p.details ? 'history'`);
  for (const row of rows.rows) {
    const current = isTranslationCurrent(row.fr ?? '', row.en ?? '');
    await db.execute(
      sql`update kb_passages set is_current = ${current} where id = ${row.id} and is_current <> ${current}`,
    );
  }
}
