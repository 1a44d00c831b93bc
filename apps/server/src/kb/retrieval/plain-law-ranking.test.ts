import { describe, expect, it } from 'vitest';
import type { CandidateRow } from '../../modules/kb/kb.repository';
import { buildPlainLawIndex, fusePlainRanking, PLAIN_WEIGHT } from './plain-law-ranking';

const passages = [
  { sourceId: 'law-1', article: '1851', text: 'Le louage est le contrat par lequel...' },
  { sourceId: 'law-2', article: '1912', text: 'My apartment has cockroaches and mice' },
  { sourceId: 'law-2', article: '1912', text: 'cockroaches cockroaches everywhere, exterminator' },
  { sourceId: 'law-3', article: '1931', text: 'The landlord must give 24 hours notice to visit' },
];

const row = (id: string, type: string, textScore: number): CandidateRow => ({
  id,
  type,
  article: type === 'LAW' ? id : null,
  related_articles: null,
  text_score: textScore,
});

describe('buildPlainLawIndex', () => {
  it('ranks each article once, on its best passage, in everyday words', () => {
    const hits = buildPlainLawIndex(passages).rank('Cockroaches in my kitchen, help');
    expect(hits.map((hit) => hit.article)).toEqual(['1912']);
  });

  it('ranks nothing on function words alone, in either language', () => {
    const index = buildPlainLawIndex(passages);
    expect(index.rank('the and of to it is')).toEqual([]);
    expect(index.rank('le la les est de et')).toEqual([]);
  });
});

describe('fusePlainRanking', () => {
  it('mixes the two normalised scores for articles and adds the ones only it found', () => {
    const rows = [row('law-1', 'LAW', 4), row('form-1', 'FORM', 2)];
    const fused = fusePlainRanking(rows, [
      { sourceId: 'law-2', article: '1912', score: 6 },
      { sourceId: 'law-1', article: '1851', score: 3 },
    ]);
    const scoreOf = (id: string) => fused.find((entry) => entry.id === id)?.text_score;
    expect(scoreOf('law-1')).toBeCloseTo((1 - PLAIN_WEIGHT) * 1 + PLAIN_WEIGHT * 0.5);
    expect(scoreOf('form-1')).toBeCloseTo(0.5);
    expect(scoreOf('law-2')).toBeCloseTo(PLAIN_WEIGHT);
    expect(fused.find((entry) => entry.id === 'law-2')).toMatchObject({
      type: 'LAW',
      article: '1912',
    });
  });

  it('leaves the candidates as they are when the plain ranking found nothing', () => {
    const rows = [row('law-1', 'LAW', 4)];
    expect(fusePlainRanking(rows, [])).toEqual(rows);
  });
});
