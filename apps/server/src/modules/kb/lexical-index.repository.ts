import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IndexedPassage, IndexedSource } from '../../kb/retrieval/lexical-index';
import type { LawPassageText } from '../../kb/retrieval/plain-law-ranking';
import { readStats, type CorpusStats } from './kb.repository';
import { textArray } from './sql-arrays';

/** What term weighting reads: document frequency per `lang:lexeme`, and the corpus figures. */
export type SearchStatistics = { documents: Map<string, number>; corpus: CorpusStats };

export const lexemeKey = (lang: string, lexeme: string) => `${lang}:${lexeme}`;

type PassageRow = {
  passage_id: string;
  source_id: string;
  source_type: string;
  lang: string;
  length: number;
  weight: number;
  lexemes: string[];
  headings: boolean[];
};

type SourceFactsRow = {
  id: string;
  type: string;
  status: string;
  article: string | null;
  related_articles: string[] | null;
  claim_type: string | null;
};

const toPassage = (row: PassageRow): IndexedPassage => ({
  passageId: row.passage_id,
  sourceId: row.source_id,
  sourceType: row.source_type,
  lang: row.lang,
  length: Number(row.length),
  weight: Number(row.weight),
  lexemes: row.lexemes,
  headings: row.headings,
});

/** The rows the in-memory lexical index is built from (kb/retrieval/lexical-index.ts). */
export function createLexicalIndexRepository(db: Database) {
  return {
    /**
     * Postings grouped by passage, one row each (a few hundred rows rather than tens of
     * thousands: PGlite's protocol parsing costs per row). With `terms`, only the postings of
     * those lexemes: what scoring one query reads, for processes without the change feed.
     */
    async loadPassages(
      terms?: ReadonlyArray<{ lang: string; lexeme: string }>,
    ): Promise<IndexedPassage[]> {
      const only = terms
        ? sql`where (p.lang, p.lexeme) in (select * from unnest(
            ${textArray(terms.map((term) => term.lang))},
            ${textArray(terms.map((term) => term.lexeme))}))`
        : sql``;
      const result = await db.execute<PassageRow>(sql`
        select p.passage_id, p.source_id, p.source_type, p.lang, p.length, p.weight,
          array_agg(p.lexeme) as lexemes, array_agg(p.in_heading) as headings
        from kb_postings p ${only}
        group by p.passage_id, p.source_id, p.source_type, p.lang, p.length, p.weight`);
      return result.rows.map(toPassage);
    },

    /** All of kb_lexeme_stats (one row per language) and kb_corpus_stats. */
    async loadStatistics(): Promise<SearchStatistics> {
      const [lexemes, corpus] = await Promise.all([
        db.execute<{ lang: string; lexemes: string[]; documents: number[] }>(sql`
          select lang, array_agg(lexeme) as lexemes, array_agg(documents) as documents
          from kb_lexeme_stats group by lang`),
        db.execute<{ lang: string; passages: number; average_length: number }>(sql`
          select lang, passages, average_length from kb_corpus_stats`),
      ]);
      const documents = new Map<string, number>();
      for (const row of lexemes.rows) {
        row.lexemes.forEach((lexeme, index) => {
          documents.set(lexemeKey(row.lang, lexeme), Number(row.documents[index]));
        });
      }
      const stats = readStats(corpus.rows);
      // Shared by every search until the knowledge base changes: nobody may alter it.
      Object.freeze(stats.en);
      Object.freeze(stats.fr);
      return { documents, corpus: Object.freeze(stats) };
    },

    /** Every passage of the articles in force, as plain text (kb/retrieval/plain-law-ranking.ts). */
    async loadLawTexts(): Promise<LawPassageText[]> {
      const result = await db.execute<{ source_id: string; article: string; text: string }>(sql`
        select p.source_id, s.article, p.heading || ' ' || p.body as text
        from kb_passages p join kb_sources s on s.id = p.source_id
        where s.type = 'LAW' and s.status = 'in_force' and s.article ~ '^[0-9]{4}'
        order by p.id`);
      return result.rows.map((row) => ({
        sourceId: row.source_id,
        article: row.article,
        text: row.text,
      }));
    },

    async loadSources(): Promise<IndexedSource[]> {
      const result = await db.execute<SourceFactsRow>(sql`
        select id, type, status, article, related_articles, details->>'claimType' as claim_type
        from kb_sources`);
      return result.rows.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        article: row.article,
        relatedArticles: row.related_articles,
        claimType: row.claim_type,
      }));
    },
  };
}
export type LexicalIndexRepository = ReturnType<typeof createLexicalIndexRepository>;
