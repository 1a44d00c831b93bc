/**
 * A guide found only through parts of its phrases yields first place to a confident guide one of
 * whose phrases is in the question whole and weighs more than any part the first one found.
 */
export function preferWholePhrase<M extends { score: number; strongest: number; bestHit: number }>(
  matches: M[],
  confident: number,
): void {
  const [first] = matches;
  // A guide that fits the asker's answers without its words (no part found) keeps its place.
  if (!first || first.strongest > 0 || first.bestHit === 0) return;
  const index = matches.findIndex(
    (match) => match.score >= confident && match.strongest > first.bestHit,
  );
  if (index > 0) matches.unshift(...matches.splice(index, 1));
}
