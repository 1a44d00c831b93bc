import { normalizeText } from '../text/normalize';

/**
 * Plain BM25 (k1 = 1.2, b = 0.75) over whitespace tokens, accents and case removed, no
 * stemming, no glossary, no boosts: the baseline the knowledge-base search is measured against,
 * and, over the articles alone, the second opinion search fuses in (plain-law-ranking.ts).
 */
export type Bm25Document = { id: string; text: string };

const K1 = 1.2;
const B = 0.75;

type Bm25Options = { skip?: (token: string) => boolean };

export function createBm25Index(
  documents: readonly Bm25Document[],
  { skip = () => false }: Bm25Options = {},
) {
  const tokenize = (text: string): string[] =>
    normalizeText(text)
      .split(/[^a-z0-9.]+/)
      .map((token) => token.replace(/^\.+|\.+$/g, ''))
      .filter((token) => token.length > 1 && !skip(token));
  const tokens = documents.map((document) => tokenize(document.text));
  const termCounts = tokens.map((list) => {
    const counts = new Map<string, number>();
    for (const token of list) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const lengths = tokens.map((list) => list.length);
  const averageLength =
    lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documents.length);
  const documentFrequency = new Map<string, number>();
  for (const counts of termCounts) {
    for (const term of counts.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const n = documents.length;
  return {
    search(query: string, k: number): Array<{ id: string; score: number }> {
      const terms = [...new Set(tokenize(query))];
      const scored = documents.map((document, index) => {
        let score = 0;
        for (const term of terms) {
          const tf = termCounts[index]!.get(term) ?? 0;
          if (tf === 0) continue;
          const df = documentFrequency.get(term) ?? 0;
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
          score +=
            (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[index]!) / averageLength));
        }
        return { id: document.id, score };
      });
      return scored
        .filter((entry) => entry.score > 0)
        .sort((left, right) => right.score - left.score)
        .slice(0, k);
    },
  };
}
