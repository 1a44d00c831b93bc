import type {
  CandidateQuery,
  CandidateRow,
  CorpusStats,
  WeightedTerm,
} from '../../modules/kb/kb.repository';
import { isAskedPassageId } from '../ingest/ingest-notes';

/** One passage of kb_postings, as its rows describe it (the group key of the old SQL). */
export type IndexedPassage = {
  passageId: string;
  sourceId: string;
  sourceType: string;
  lang: string;
  /** Distinct lexemes of the passage (BM25 length). */
  length: number;
  /** 1 for a source's own text, less for a translation (kb_postings.weight). */
  weight: number;
  lexemes: string[];
  /** Per lexeme: it occurs in the heading. */
  headings: boolean[];
};

/** What the candidate searches read of a source (kb_sources). */
export type IndexedSource = {
  id: string;
  type: string;
  status: string;
  article: string | null;
  relatedArticles: string[] | null;
  claimType: string | null;
};

export type SimilarDecisionQuery = {
  terms: readonly Pick<WeightedTerm, 'lang' | 'lexeme' | 'weight'>[];
  stats: CorpusStats;
  articles: readonly string[];
  claimTypes: readonly string[];
};

export type SimilarCandidate = {
  id: string;
  score: number;
  shared_articles: number;
  same_claim_type: boolean;
};

type Posting = { passage: IndexedPassage; inHeading: boolean };

/**
 * The constants the SQL ranking used, as it received them (decimal literals), so every
 * product and sum below is the same IEEE double operation PostgreSQL's float8 made.
 */
const K1 = 1.2;
const B = 0.75;
/**
 * BM25's length normalisation for an article's asked questions (issue 10, round 19): 8 to 12
 * questions hold two to three times the average passage's distinct words because they say one
 * situation many ways, not because they cover more subjects, so their length counts for less.
 * Measured on eight development sets: 0.5 and 0.25 raised hit@5 (+2, +4), 0.25 kept every set.
 */
const ASKED_B = 0.25;
const NUMERATOR = K1 + 1;
const HEADING_FACTOR = 1.5;
const CANDIDATE_POOL = 300;
const MAX_SIMILAR_CANDIDATES = 200;

const keyOf = (lang: string, lexeme: string) => `${lang}\u0000${lexeme}`;

/** BM25's length denominator, term frequency taken as 1: 1 + k1 · (1 − b + b · len / avg). */
function lengthDenominator(passage: IndexedPassage, stats: CorpusStats): number {
  const average = passage.lang === 'fr' ? stats.fr.averageLength : stats.en.averageLength;
  const b = isAskedPassageId(passage.passageId) ? ASKED_B : B;
  return 1 + K1 * (1 - b + (b * passage.length) / average);
}

const headingWeight = (weight: number, inHeading: boolean) =>
  weight * (inHeading ? HEADING_FACTOR : 1);

/** Highest score first; equal scores by id so the cut at a limit never depends on input order. */
const byScoreThenId = (left: { id: string; score: number }, right: typeof left) =>
  right.score - left.score || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/**
 * The knowledge base's postings and source facts in memory, scored in JS (BM25 with term
 * frequency 1; a source's passages are its fields, see `scoreBySource`): the answer's two
 * candidate searches were a third of PGlite's work per answer, mostly its executor walking
 * a few thousand postings rows. The SQL it replaced is the oracle of lexical-index.test.ts.
 */
export function buildLexicalIndex(passages: IndexedPassage[], sources: IndexedSource[]) {
  const postings = new Map<string, Posting[]>();
  for (const passage of passages) {
    passage.lexemes.forEach((lexeme, index) => {
      const key = keyOf(passage.lang, lexeme);
      let list = postings.get(key);
      if (!list) postings.set(key, (list = []));
      list.push({ passage, inHeading: passage.headings[index] === true });
    });
  }
  const sourcesById = new Map(sources.map((source) => [source.id, source]));

  /** Sum of the terms' weights (×1.5 in a heading) per passage containing one of them. */
  function matchPassages(
    terms: readonly Pick<WeightedTerm, 'lang' | 'lexeme' | 'weight'>[],
    accepts: (passage: IndexedPassage) => boolean,
  ): Map<IndexedPassage, number> {
    const matched = new Map<IndexedPassage, number>();
    for (const term of terms) {
      for (const { passage, inHeading } of postings.get(keyOf(term.lang, term.lexeme)) ?? []) {
        if (!accepts(passage)) continue;
        const sum = matched.get(passage);
        const value = headingWeight(term.weight, inHeading);
        matched.set(passage, sum === undefined ? value : sum + value);
      }
    }
    return matched;
  }

  /**
   * A source's passages are fields of one document (the official text, its English note, its
   * French note): each query term counts once per source, in the field where it scores best,
   * and the terms add up. The English words of a question meet the English note while the
   * glossary's French words meet the French text; scored as the best passage, those two halves
   * of the same evidence never added up. Where all terms fall in one passage, this is the
   * passage's own score.
   */
  function scoreBySource(
    query: CandidateQuery,
    pool: ReadonlyArray<{ passage: IndexedPassage }>,
  ): Map<string, number> {
    const inPool = new Set(pool.map((entry) => entry.passage));
    const total = new Map<string, number>();
    for (const term of query.terms) {
      const bestOfTerm = new Map<string, number>();
      for (const { passage, inHeading } of postings.get(keyOf(term.lang, term.lexeme)) ?? []) {
        if (!inPool.has(passage)) continue;
        const value =
          (passage.weight * headingWeight(term.weight, inHeading) * NUMERATOR) /
          lengthDenominator(passage, query.stats);
        const previous = bestOfTerm.get(passage.sourceId);
        if (previous === undefined || value > previous) bestOfTerm.set(passage.sourceId, value);
      }
      for (const [sourceId, value] of bestOfTerm) {
        total.set(sourceId, (total.get(sourceId) ?? 0) + value);
      }
    }
    return total;
  }

  function findCandidates(query: CandidateQuery): CandidateRow[] {
    const types = new Set(query.types);
    const selective = query.terms.filter((term) => term.selective);
    const pool = [...matchPassages(selective, (passage) => types.has(passage.sourceType))]
      .map(([passage, matched]) => ({
        passage,
        rank: (matched * NUMERATOR) / lengthDenominator(passage, query.stats),
      }))
      .sort(
        (left, right) =>
          right.rank - left.rank || (left.passage.passageId < right.passage.passageId ? -1 : 1),
      )
      .slice(0, CANDIDATE_POOL);
    const best = scoreBySource(query, pool);
    const scored = [...best]
      .map(([id, score]) => ({ id, score }))
      .sort(byScoreThenId)
      .slice(0, query.limit);
    const picked = new Set(scored.map((entry) => entry.id));
    const articles = new Set(query.articles);
    const ids = new Set(query.ids ?? []);
    // Sources the plan points to (cited articles, their forms, a guide's) at score 0.
    for (const source of sources) {
      if (picked.has(source.id) || source.status !== 'in_force' || !types.has(source.type)) {
        continue;
      }
      const cited =
        (source.type === 'LAW' && source.article !== null && articles.has(source.article)) ||
        (source.type === 'FORM' && (source.relatedArticles ?? []).some((a) => articles.has(a))) ||
        ids.has(source.id);
      if (cited) scored.push({ id: source.id, score: 0 });
    }
    return scored.flatMap(({ id, score }) => {
      const source = sourcesById.get(id);
      return source
        ? [
            {
              id,
              type: source.type,
              article: source.article,
              // A copy: the index is shared by every answer until the knowledge base changes.
              related_articles: source.relatedArticles && [...source.relatedArticles],
              text_score: score,
            },
          ]
        : [];
    });
  }

  /**
   * Decisions that match the terms, cite one of the articles or are of one of the claim
   * types, with their text score, how many of those articles they cite and whether their
   * claim type is one of those (the caller ranks them: similar-decisions.ts).
   */
  function findSimilarDecisions(query: SimilarDecisionQuery): SimilarCandidate[] {
    const matched = matchPassages(query.terms, (passage) => passage.sourceType === 'CASELAW');
    const textScores = new Map<string, number>();
    for (const [passage, sum] of matched) {
      const score = (passage.weight * sum * NUMERATOR) / lengthDenominator(passage, query.stats);
      const previous = textScores.get(passage.sourceId);
      if (previous === undefined || score > previous) textScores.set(passage.sourceId, score);
    }
    const articles = new Set(query.articles);
    const claimTypes = new Set(query.claimTypes);
    const candidates: SimilarCandidate[] = [];
    for (const source of sources) {
      if (source.type !== 'CASELAW') continue;
      const shared = new Set((source.relatedArticles ?? []).filter((a) => articles.has(a))).size;
      const sameClaimType = source.claimType !== null && claimTypes.has(source.claimType);
      const score = textScores.get(source.id);
      if (score === undefined && shared === 0 && !sameClaimType) continue;
      candidates.push({
        id: source.id,
        score: score ?? 0,
        shared_articles: shared,
        same_claim_type: sameClaimType,
      });
    }
    return candidates.sort(byScoreThenId).slice(0, MAX_SIMILAR_CANDIDATES);
  }

  return { findCandidates, findSimilarDecisions };
}
export type LexicalIndex = ReturnType<typeof buildLexicalIndex>;
