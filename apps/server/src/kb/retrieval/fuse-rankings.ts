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
 * Weighted sum of the two normalised scores, written back as the candidates' text score so
 * the usual ranking (glossary, citation, exclusion and context boosts) applies unchanged on
 * top of it. Sources only the vectors found join the candidates with a lexical score of 0.
 */
export function fuseCandidates(
  rows: readonly CandidateRow[],
  nearest: readonly NearestSource[],
): CandidateRow[] {
  if (nearest.length === 0) return [...rows];
  const vector = normaliseSimilarities(nearest);
  const maxText = Math.max(0, ...rows.map((row) => row.text_score));
  const lexical = (row: CandidateRow) => (maxText > 0 ? row.text_score / maxText : 0);
  const fuse = (row: CandidateRow) =>
    (1 - VECTOR_WEIGHT) * lexical(row) + VECTOR_WEIGHT * (vector.get(row.id) ?? 0);
  const seen = new Set(rows.map((row) => row.id));
  const added: CandidateRow[] = nearest
    .filter((source) => !seen.has(source.id))
    .map(({ id, type, article, related_articles }) => ({
      id,
      type,
      article,
      related_articles,
      text_score: 0,
    }));
  return [...rows, ...added].map((row) => ({ ...row, text_score: fuse(row) }));
}
