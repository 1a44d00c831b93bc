import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formSourceId } from '../../kb/corpus/source-ids';
import { textArray } from './sql-arrays';

/** A query lexeme in one language with its weight (IDF × origin), for ranking (lexical-index.ts). */
export type WeightedTerm = {
  lang: 'en' | 'fr';
  lexeme: string;
  weight: number;
  /**
   * Selective terms (the rarest, within a postings budget) choose the candidate passages;
   * the others only add to the score of candidates. On a small corpus every term is selective.
   */
  selective: boolean;
};

export type AnalyzedTerm = {
  lang: 'en' | 'fr';
  origin: 'question' | 'expansion';
  lexeme: string;
  documents: number;
};

export type CorpusStats = Record<'en' | 'fr', { passages: number; averageLength: number }>;

/** A question as each stemmer reads it, and its glossary expansions (query-plan.ts). */
export type AnalyzedTexts = {
  frenchQuestion: string;
  englishQuestion: string;
  frenchExpansion: string;
  englishExpansion: string;
};

/** What ranking needs of a candidate (lexical-index.ts); the full row is loaded for the winners only. */
export type CandidateRow = {
  id: string;
  type: string;
  article: string | null;
  related_articles: string[] | null;
  text_score: number;
};

/** A source as returned to callers, with its English text and modified-law note when any. */
export type SourceRow = {
  id: string;
  type: string;
  title: string;
  url: string | null;
  url_en: string | null;
  lang: 'en' | 'fr';
  content: string;
  article: string | null;
  consolidation_date: string | null;
  page_title: string | null;
  page_source: string | null;
  form_id: string | null;
  doc_url: string | null;
  page_url: string | null;
  filename: string | null;
  filled_by: string | null;
  reference: string | null;
  parties: string | null;
  outcome: string | null;
  decision_date: string | null;
  tribunal: string | null;
  en_body: string | null;
  en_details: Record<string, unknown> | null;
  en_current: boolean | null;
  modified_id: string | null;
  modified_title: string | null;
  modified_details: Record<string, unknown> | null;
};

export type CandidateQuery = {
  terms: WeightedTerm[];
  stats: CorpusStats;
  /** Stored source types to search (MODIFIED_LAW rides on LAW and is joined, not scored). */
  types: string[];
  /** LAW articles (and forms resting on them) to include even without a text match. */
  articles: string[];
  /** Sources to include even without a text match (a matched situation guide's). */
  ids?: string[];
  limit: number;
};

/** The forms that answer a notice, and the party who sends the notice (catalogue's words). */
export type ResponseForms = { sender: string | null; answers: string[] };

export function readStats(
  rows: Array<{ lang: string; passages: number; average_length: number }>,
): CorpusStats {
  const stats: CorpusStats = {
    en: { passages: 0, averageLength: 1 },
    fr: { passages: 0, averageLength: 1 },
  };
  for (const row of rows) {
    if (row.lang !== 'en' && row.lang !== 'fr') continue;
    stats[row.lang] = {
      passages: Number(row.passages),
      averageLength: Math.max(1, Number(row.average_length)),
    };
  }
  return stats;
}

export function createKbRepository(db: Database) {
  return {
    /** Each notice form's source id → who sends it and the source ids of its answers. */
    async listResponseForms(): Promise<Map<string, ResponseForms>> {
      const result = await db.execute<{
        id: string;
        filled_by: string | null;
        answered_by: string[] | null;
      }>(sql`
        select id, filled_by,
          array(select jsonb_array_elements_text(details->'answeredBy')) as answered_by
        from kb_sources where type = 'FORM' and jsonb_typeof(details->'answeredBy') = 'array'`);
      const forms = new Map<string, ResponseForms>();
      for (const row of result.rows) {
        const answers = (row.answered_by ?? []).map((formId) => formSourceId(formId));
        if (answers.length > 0) forms.set(row.id, { sender: row.filled_by, answers });
      }
      return forms;
    },

    /** Each Civil Code article → the form codes the catalogue says rest on it. */
    async listArticleForms(): Promise<Map<string, string[]>> {
      const result = await db.execute<{ form_id: string; related_articles: string[] | null }>(sql`
        select form_id, related_articles from kb_sources
        where type = 'FORM' and form_id is not null and cardinality(related_articles) > 0`);
      const forms = new Map<string, string[]>();
      for (const row of result.rows) {
        for (const article of row.related_articles ?? []) {
          forms.set(article, [...(forms.get(article) ?? []), row.form_id]);
        }
      }
      return forms;
    },

    /**
     * Stems the question and its expansions with the search configurations and reads each
     * lexeme's document frequency and the corpus figures, in one round trip.
     */
    async analyzeTerms(
      texts: AnalyzedTexts,
    ): Promise<{ terms: AnalyzedTerm[]; stats: CorpusStats }> {
      const result = await db.execute<{ terms: AnalyzedTerm[] | null; stats: never[] | null }>(sql`
        with terms as (
          select 'fr' as lang, 'question' as origin, lexeme
            from unnest(to_tsvector('kb_fr', kb_prepare_fr(${texts.frenchQuestion})))
          union all
          select 'fr', 'expansion', lexeme
            from unnest(to_tsvector('kb_fr', kb_prepare_fr(${texts.frenchExpansion})))
          union all
          select 'en', 'question', lexeme
            from unnest(to_tsvector('kb_en', ${texts.englishQuestion}))
          union all
          select 'en', 'expansion', lexeme
            from unnest(to_tsvector('kb_en', ${texts.englishExpansion}))
        )
        select
          (select json_agg(json_build_object('lang', t.lang, 'origin', t.origin,
            'lexeme', t.lexeme, 'documents', coalesce((select s.documents from kb_lexeme_stats s
              where s.lang = t.lang and s.lexeme = t.lexeme), 0)))
           from terms t) as terms,
          (select json_agg(json_build_object('lang', lang, 'passages', passages,
            'average_length', average_length)) from kb_corpus_stats) as stats`);
      const row = result.rows[0];
      return { terms: row?.terms ?? [], stats: readStats(row?.stats ?? []) };
    },

    /**
     * The lexemes analyzeTerms reads, in its order, without their document frequencies: a
     * process that keeps the search statistics in memory adds them (lexical-index-cache.ts).
     */
    async stemTerms(texts: AnalyzedTexts): Promise<Array<Omit<AnalyzedTerm, 'documents'>>> {
      const result = await db.execute<Record<'fq' | 'fe' | 'eq' | 'ee', string[]>>(sql`
        select
          array(select lexeme
            from unnest(to_tsvector('kb_fr', kb_prepare_fr(${texts.frenchQuestion})))) as fq,
          array(select lexeme
            from unnest(to_tsvector('kb_fr', kb_prepare_fr(${texts.frenchExpansion})))) as fe,
          array(select lexeme from unnest(to_tsvector('kb_en', ${texts.englishQuestion}))) as eq,
          array(select lexeme from unnest(to_tsvector('kb_en', ${texts.englishExpansion}))) as ee`);
      const row = result.rows[0];
      const part = (lang: 'en' | 'fr', origin: AnalyzedTerm['origin'], lexemes?: string[]) =>
        (lexemes ?? []).map((lexeme) => ({ lang, origin, lexeme }));
      return [
        ...part('fr', 'question', row?.fq),
        ...part('fr', 'expansion', row?.fe),
        ...part('en', 'question', row?.eq),
        ...part('en', 'expansion', row?.ee),
      ];
    },

    async listLawArticles(): Promise<string[]> {
      const result = await db.execute<{ article: string }>(sql`
        select article from kb_sources
        where type = 'LAW' and status = 'in_force' and article ~ '^[0-9]{4}'`);
      return result.rows.map((row) => row.article);
    },

    async countSources(): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from kb_sources`,
      );
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Full rows of the chosen sources, with the English excerpt and the modified-law note. */
    async loadSources(ids: readonly string[]): Promise<SourceRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<SourceRow>(sql`
        select s.id, s.type, s.title, s.url, s.url_en, s.lang, s.content, s.article,
          s.consolidation_date, s.page_title, s.page_source, s.form_id, s.doc_url, s.page_url,
          s.filename, s.filled_by, s.reference, s.parties, s.outcome, s.decision_date,
          s.tribunal, e.body as en_body, e.details as en_details, e.is_current as en_current,
          m.id as modified_id, m.title as modified_title, m.details as modified_details
        from kb_sources s
        left join kb_passages e on e.id = s.id || '#en' and s.lang = 'fr'
        left join kb_sources m on m.original_source_id = s.id and m.type = 'MODIFIED_LAW'
        where s.id = any(${textArray(ids)})`);
      return result.rows;
    },
  };
}
export type KbRepository = ReturnType<typeof createKbRepository>;
