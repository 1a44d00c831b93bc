import { describe, expect, it } from 'vitest';
import { createBm25Index } from '../retrieval/bm25';
import { computeMetrics, distinctArticles } from './metrics';

describe('evaluation metrics', () => {
  it('computes hit@1, hit@5, hit@10, recall@10 and MRR', () => {
    const metrics = computeMetrics([
      { expected: ['1904'], ranked: ['1904', '1907'] },
      { expected: ['1942', '1945'], ranked: ['1851', '1852', '1945', '1942'] },
      { expected: ['1974.1'], ranked: ['1851'] },
      { expected: ['1957'], ranked: ['1', '2', '3', '4', '5', '1957'] },
    ]);
    expect(metrics.hitAt1).toBeCloseTo(1 / 4);
    expect(metrics.hitAt5).toBeCloseTo(2 / 4);
    expect(metrics.hitAt10).toBeCloseTo(3 / 4);
    expect(metrics.recallAt10).toBeCloseTo(3 / 4);
    expect(metrics.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 6) / 4);
  });

  it('counts an article once when its modified-law note follows it', () => {
    expect(distinctArticles(['1938', '1938', undefined, '1904'])).toEqual(['1938', '1904']);
  });

  it('ranks by plain BM25 without stemming', () => {
    const index = createBm25Index([
      { id: 'a', text: 'dépôt de garantie interdit' },
      { id: 'b', text: 'loyer payable le premier jour' },
    ]);
    expect(index.search('depot', 2).map((hit) => hit.id)).toEqual(['a']);
    expect(index.search('deposit', 2)).toEqual([]);
  });
});
