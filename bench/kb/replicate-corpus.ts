import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

/**
 * Grows the knowledge base to `target` passages by copying the real passages under new INFO
 * sources (INFO so that article look-ups still find only the real articles). Copies keep the
 * real texts, so lexeme frequencies scale as a bigger corpus of the same kind would. The
 * posting trigger is bypassed for speed and the postings are written in one statement.
 */
export async function replicateCorpus(db: Database, target: number): Promise<number> {
  const [{ count = 0 } = {}] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from kb_passages`)
  ).rows;
  const rounds = Math.ceil(Math.max(0, target - count) / Math.max(1, count));
  await db.execute(sql`alter table kb_passages disable trigger kb_passages_index`);
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const suffix = `~copy${round}`;
      await db.execute(sql`
        insert into kb_sources (id, type, source_file, title, url, lang, content, content_hash)
        select s.id || ${suffix}, 'INFO', 'bench/replica', s.title, s.url, s.lang, s.content, s.content_hash
        from kb_sources s where s.source_file <> 'bench/replica'`);
      await db.execute(sql`
        insert into kb_passages (id, source_id, source_file, lang, heading, body)
        select p.id || ${suffix}, p.source_id || ${suffix}, 'bench/replica', p.lang, p.heading, p.body
        from kb_passages p where p.source_file <> 'bench/replica'`);
    }
    await db.execute(sql`
      insert into kb_postings (passage_id, source_id, source_type, lang, lexeme, in_heading, length, weight)
      select p.id, p.source_id, 'INFO', p.lang, u.lexeme, 'A' = any (u.weights), length(p.fts), 1
      from kb_passages p, unnest(p.fts) u
      where p.source_file = 'bench/replica'`);
  } finally {
    await db.execute(sql`alter table kb_passages enable trigger kb_passages_index`);
  }
  const [{ total = 0 } = {}] = (
    await db.execute<{ total: number }>(sql`select count(*)::int as total from kb_passages`)
  ).rows;
  return total;
}
