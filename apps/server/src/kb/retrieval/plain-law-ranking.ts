import type { CandidateRow } from '../../modules/kb/kb.repository';
import { isFunctionWord } from '../text/stop-words';
import { createBm25Index } from './bm25';
import { blendTextScores } from './fuse-rankings';

/** One passage of an article in force: its text, notes and asked questions included. */
export type LawPassageText = { sourceId: string; article: string; text: string };

export type PlainLawHit = { sourceId: string; article: string; score: number };

/**
 * Share of the text score given to the plain ranking. Stemming, the glossary and the term
 * weights help where people use the law's own words; plain tokens over the articles' notes and
 * asked questions catch the everyday words they miss (measured in docs/decisions.md, session 14).
 */
export const PLAIN_WEIGHT = 0.8;
/** Passages read from the plain ranking: enough for ten distinct articles in practice. */
const PLAIN_PASSAGES = 20;

/** Plain BM25 over the articles' passages, one hit per article (its best passage). */
export function buildPlainLawIndex(passages: readonly LawPassageText[]) {
  // Function words weigh little in BM25, yet on a question with nothing else in common with
  // the law they would still rank some article first, at the full weight of the best hit.
  const index = createBm25Index(
    passages.map((passage, position) => ({ id: String(position), text: passage.text })),
    { skip: isFunctionWord },
  );
  return {
    rank(question: string): PlainLawHit[] {
      const hits: PlainLawHit[] = [];
      const seen = new Set<string>();
      for (const { id, score } of index.search(question, PLAIN_PASSAGES)) {
        const passage = passages[Number(id)];
        if (!passage || seen.has(passage.sourceId)) continue;
        seen.add(passage.sourceId);
        hits.push({ sourceId: passage.sourceId, article: passage.article, score });
      }
      return hits;
    },
  };
}
export type PlainLawIndex = ReturnType<typeof buildPlainLawIndex>;

/**
 * The plain ranking blended into the articles' text scores (`blendTextScores`), as the vectors'
 * is; other sources keep their own normalised score.
 */
export function fusePlainRanking(
  rows: readonly CandidateRow[],
  hits: readonly PlainLawHit[],
): CandidateRow[] {
  if (hits.length === 0) return [...rows];
  const best = hits[0]?.score ?? 0;
  const plain = new Map(hits.map((hit) => [hit.sourceId, best > 0 ? hit.score / best : 0]));
  const joining = hits.map((hit) => ({
    id: hit.sourceId,
    type: 'LAW',
    article: hit.article,
    related_articles: null,
    text_score: 0,
  }));
  return blendTextScores(rows, joining, plain, PLAIN_WEIGHT, (row) => row.type === 'LAW');
}
