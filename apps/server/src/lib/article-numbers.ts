/** Compares article numbers as printed: "1959" < "1959.1" < "1959.2" < "1960". */
export function compareArticles(left: string, right: string): number {
  const [leftWhole = 0, leftSub = 0] = left.split('.').map(Number);
  const [rightWhole = 0, rightSub = 0] = right.split('.').map(Number);
  return leftWhole - rightWhole || leftSub - rightSub;
}

/**
 * Art. 1892 C.c.Q.: its third paragraph lists the leases the dwelling-lease rules do not govern.
 * Retrieval boosts it and the answer quotes it whenever a lease may be one of them.
 */
export const EXCLUSION_ARTICLE = '1892';
