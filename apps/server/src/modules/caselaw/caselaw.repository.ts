import { sql, type SQL } from 'drizzle-orm';
import type { CaselawFilters } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import type { CorpusStats, WeightedTerm } from '../kb/kb.repository';
import { numberArray, textArray } from '../kb/sql-arrays';

/** A decision as stored: a CASELAW row of kb_sources with its fields in `details`. */
export type DecisionRow = {
  id: string;
  title: string;
  url: string | null;
  reference: string | null;
  parties: string | null;
  outcome: string | null;
  decision_date: string | null;
  tribunal: string | null;
  lang: 'en' | 'fr';
  content: string;
  related_articles: string[] | null;
  details: Record<string, unknown>;
};

export type ScoredDecisionRow = DecisionRow & { score: number | null; snippet: string | null };
export type DecisionSearch = {
  /** The query's weighted terms; none means no text query (then newest first). */
  terms: WeightedTerm[];
  stats: CorpusStats;
  /** The query as typed: its French words are highlighted as they are written too. */
  q: string;
  filters: Omit<CaselawFilters, 'q'>;
  limit: number;
  offset: number;
};

/** Marks around matched words in a snippet; control characters never occur in the corpus text. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';
const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … "`;

/** The knowledge base's constants (kb.repository.ts): BM25 with term frequency 1, heading ×1.5. */
const K1 = 1.2;
const B = 0.75;
const HEADING_FACTOR = 1.5;

const DECISION_COLUMNS = sql`s.id, s.title, s.url, s.reference, s.parties, s.outcome,
  s.decision_date, s.tribunal, s.lang, s.content, s.related_articles, s.details`;

/** `terms`, then `scored (source_id, score)`: each decision's best passage by BM25 weights. */
function scoreDecisions(terms: readonly WeightedTerm[], stats: CorpusStats): SQL {
  const constant = (value: number) => sql.raw(String(value));
  const norm = sql`${constant(K1 + 1)} / (1 + ${constant(K1)} * (1 - ${constant(B)}
    + ${constant(B)} * length / (case lang when 'fr' then ${stats.fr.averageLength}::float8
      else ${stats.en.averageLength}::float8 end)))`;
  return sql`terms as (
      select * from unnest(
        ${textArray(terms.map((term) => term.lang))},
        ${textArray(terms.map((term) => term.lexeme))},
        ${numberArray(terms.map((term) => term.weight))}
      ) as t(lang, lexeme, weight)
    ),
    passages as (
      select p.passage_id, p.source_id, p.lang, p.length, p.weight as passage_weight,
        sum(t.weight * (case when p.in_heading then ${constant(HEADING_FACTOR)} else 1 end))
          as matched
      from terms t
      join kb_postings p on p.lang = t.lang and p.lexeme = t.lexeme
      where p.source_type = 'CASELAW'
      group by p.passage_id, p.source_id, p.lang, p.length, p.weight
    ),
    scored as (
      select source_id, max(passage_weight * matched * ${norm}) as score
      from passages group by source_id
    )`;
}

function filterDecisions(filters: DecisionSearch['filters']): SQL {
  const conditions: SQL[] = [sql`s.type = 'CASELAW'`];
  if (filters.tribunal) conditions.push(sql`s.details->>'tribunalCode' = ${filters.tribunal}`);
  if (filters.outcome) conditions.push(sql`s.outcome = ${filters.outcome}`);
  if (filters.claimType) conditions.push(sql`s.details->>'claimType' = ${filters.claimType}`);
  // ISO dates compare as text; a decision without a date cannot be placed in a range.
  if (filters.from) conditions.push(sql`s.decision_date >= ${filters.from}`);
  if (filters.to) conditions.push(sql`s.decision_date <= ${filters.to}`);
  return sql.join(conditions, sql` and `);
}

/**
 * One tsquery per language: the weighted lexemes, and the French words as typed (loyer).
 * Two-letter lexemes ("de" read as English) would light up every line.
 */
function highlightQueries(q: string): SQL {
  return sql`fr_query as (
      select coalesce(string_agg(distinct quote_literal(lexeme), ' | '), '')::tsquery as query
      from (select lexeme from terms where lang = 'fr'
        union select lexeme from unnest(to_tsvector('kb_fr', ${q}))) x
      where length(lexeme) > 2
    ),
    en_query as (
      select coalesce(string_agg(distinct quote_literal(lexeme), ' | '), '')::tsquery as query
      from terms where lang = 'en' and length(lexeme) > 2
    )`;
}

export function createCaselawRepository(db: Database) {
  return {
    /** One page of decisions matching the filters, best match first, and how many match. */
    async searchDecisions(search: DecisionSearch): Promise<{
      rows: ScoredDecisionRow[];
      total: number;
    }> {
      const hasQuery = search.terms.length > 0;
      const where = filterDecisions(search.filters);
      const filtered = hasQuery
        ? sql`${scoreDecisions(search.terms, search.stats)}, ${highlightQueries(search.q)},
          filtered as (
            select s.id, scored.score from kb_sources s join scored on scored.source_id = s.id
            where ${where}
          )`
        : sql`filtered as (select s.id, null::float8 as score from kb_sources s where ${where})`;
      const snippet = hasQuery
        ? sql`case when s.lang = 'fr'
            then ts_headline('kb_fr'::regconfig, s.content, (select query from fr_query), ${HEADLINE_OPTIONS})
            else ts_headline('kb_en'::regconfig, s.content, (select query from en_query), ${HEADLINE_OPTIONS})
          end`
        : sql`null::text`;
      const result = await db.execute<
        Partial<ScoredDecisionRow> & { total: number; id: string | null }
      >(sql`
        with ${filtered},
        page as (
          select f.id, f.score from filtered f join kb_sources s on s.id = f.id
          order by f.score desc nulls last, s.decision_date desc nulls last, s.id
          limit ${search.limit} offset ${search.offset}
        )
        select total.count as total, ${DECISION_COLUMNS}, page.score::float8 as score,
          ${snippet} as snippet
        from (select count(*)::int as count from filtered) total
        left join page on true
        left join kb_sources s on s.id = page.id
        order by page.score desc nulls last, s.decision_date desc nulls last, s.id`);
      const rows = result.rows.filter((row): row is ScoredDecisionRow & { total: number } =>
        Boolean(row.id),
      );
      return {
        rows: rows.map((row) => ({ ...row, score: row.score === null ? null : Number(row.score) })),
        total: Number(result.rows[0]?.total ?? 0),
      };
    },

    /** The decisions of these ids (those a case outcome shows), in no particular order. */
    async findDecisions(ids: readonly string[]): Promise<DecisionRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<DecisionRow>(sql`
        select ${DECISION_COLUMNS} from kb_sources s
        where s.type = 'CASELAW' and s.id = any(${textArray(ids)})`);
      return result.rows;
    },

    async findDecision(id: string): Promise<DecisionRow | undefined> {
      const result = await db.execute<DecisionRow>(sql`
        select ${DECISION_COLUMNS} from kb_sources s where s.type = 'CASELAW' and s.id = ${id}`);
      return result.rows[0];
    },
  };
}
export type CaselawRepository = ReturnType<typeof createCaselawRepository>;
