import { describe, expect, it } from 'vitest';
import {
  buildSimilarityQuery,
  listGuideClaimTypes,
  rankSimilarDecisions,
  type SimilarCandidate,
} from './similar-decisions';

const candidate = (
  id: string,
  score: number,
  extra: Partial<SimilarCandidate> = {},
): SimilarCandidate => ({ id, score, shared_articles: 0, same_claim_type: false, ...extra });

describe('rankSimilarDecisions', () => {
  it('orders by text score relative to the best, dropping far weaker matches', () => {
    const ranked = rankSimilarDecisions(
      [candidate('c', 2), candidate('a', 10), candidate('b', 5), candidate('d', 2.9)],
      10,
    );
    expect(ranked.map((row) => row.id)).toEqual(['a', 'b']);
    expect(ranked[0]?.relevance).toBe(1);
  });

  it('lifts decisions citing the answer articles and of the guide claim type', () => {
    const ranked = rankSimilarDecisions(
      [
        candidate('text-only', 10),
        candidate('articles', 8, { shared_articles: 3 }),
        candidate('claim', 8, { same_claim_type: true }),
        candidate('weak-claim', 1, { same_claim_type: true }),
        candidate('weaker-claim', 0.4, { same_claim_type: true }),
        candidate('claim-only', 0, { same_claim_type: true }),
      ],
      10,
    );
    // 0.8 + 2 × 0.15 (capped at two articles) = 1.1; 0.8 + 0.25 = 1.05; 0.1 + 0.25 = 0.35
    // stays, 0.04 + 0.25 does not.
    expect(ranked.map((row) => row.id)).toEqual(['articles', 'claim', 'text-only', 'weak-claim']);
  });

  it('keeps a stable order on ties and honours the limit', () => {
    const ranked = rankSimilarDecisions(
      [candidate('b', 1), candidate('a', 1), candidate('c', 1)],
      2,
    );
    expect(ranked.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('finds nothing similar without any text match, article or claim type', () => {
    expect(rankSimilarDecisions([candidate('a', 0)], 5)).toEqual([]);
    expect(rankSimilarDecisions([], 5)).toEqual([]);
  });
});

describe('buildSimilarityQuery', () => {
  const guide = {
    title: { en: 'Pests and vermin', fr: 'Vermine et insectes' },
    appliesTo: {
      roles: ['tenant' as const],
      concepts: {
        en: ['cockroaches', 'bed bugs', 'mice'],
        fr: ['coquerelles', 'punaises de lit', 'souris'],
      },
    },
  };

  it('joins the questions, the guide French title and concepts and the dwelling kind', () => {
    const text = buildSimilarityQuery({
      questions: ['There are bed bugs', 'Earlier question'],
      questionnaire: { buildingType: 'llm', userType: 'tenant' },
      articles: [],
      guide,
    });
    expect(text).toBe(
      'There are bed bugs. Earlier question. Vermine et insectes. coquerelles. punaises de lit. souris. logement à loyer modique',
    );
  });

  it('is the question alone without a guide or questionnaire', () => {
    expect(
      buildSimilarityQuery({ questions: ['Q'], questionnaire: null, articles: [], guide: null }),
    ).toBe('Q');
  });

  it('maps guides to claim types, and nothing else', () => {
    expect(listGuideClaimTypes('pests')).toEqual(['dwelling_condition', 'rent_reduction']);
    expect(listGuideClaimTypes('discrimination')).toEqual([]);
    expect(listGuideClaimTypes(null)).toEqual([]);
  });
});
