import type { NearestSource } from '../embeddings/embedding-store';
import type { CandidateRow } from '../../modules/kb/kb.repository';

/**
 * Share of the text score given to vector similarity. Below one half: the lexical search
 * already meets the quality targets, so the vectors reorder and add candidates without
 * overruling a clear lexical match.
 */
export const VECTOR_WEIGHT = 0.4;

/**
 * Min–max over the nearest list: embedding models crowd cosine similarities into a narrow band
 * (0.75–0.85 is common), so dividing by the best one would give every neighbour almost the
 * full weight. The last neighbour gets 0, the same as a source outside the list.
 */
function normaliseSimilarities(nearest: readonly NearestSource[]): Map<string, number> {
  const values = nearest.map((source) => source.similarity);
  const best = Math.max(...values);
  const worst = Math.min(...values);
  const spread = best - worst;
  return new Map(
    nearest.map((source) => [source.id, spread > 0 ? (source.similarity - worst) / spread : 1]),
  );
}

/**
 * Weighted sum of the candidates' text score (normalised to the best) and a second ranking's
 * normalised score, written back as the text score so the usual ranking (glossary, citation,
 * exclusion and context boosts) applies unchanged on top of it. Sources only the second
 * ranking found (`joining`) join with a text score of 0; rows `blends` leaves out keep their
 * normalised text score alone.
 */
export function blendTextScores(
  rows: readonly CandidateRow[],
  joining: readonly CandidateRow[],
  other: ReadonlyMap<string, number>,
  weight: number,
  blends: (row: CandidateRow) => boolean = () => true,
): CandidateRow[] {
  const maxText = Math.max(0, ...rows.map((row) => row.text_score));
  const lexical = (row: CandidateRow) => (maxText > 0 ? row.text_score / maxText : 0);
  const seen = new Set(rows.map((row) => row.id));
  const added = joining
    .filter((row) => !seen.has(row.id))
    .map((row) => ({ ...row, text_score: 0 }));
  return [...rows, ...added].map((row) => ({
    ...row,
    text_score: blends(row)
      ? (1 - weight) * lexical(row) + weight * (other.get(row.id) ?? 0)
      : lexical(row),
  }));
}

/** The vectors' ranking blended into the candidates (`blendTextScores`), for every source type. */
export function fuseCandidates(
  rows: readonly CandidateRow[],
  nearest: readonly NearestSource[],
): CandidateRow[] {
  if (nearest.length === 0) return [...rows];
  const joining = nearest.map(({ id, type, article, related_articles }) => ({
    id,
    type,
    article,
    related_articles,
    text_score: 0,
  }));
  return blendTextScores(rows, joining, normaliseSimilarities(nearest), VECTOR_WEIGHT);
}
