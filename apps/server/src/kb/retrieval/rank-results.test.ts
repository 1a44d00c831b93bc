import { describe, expect, it } from 'vitest';
import type { CandidateRow } from '../../modules/kb/kb.repository';
import { ccqLawId } from '../corpus/source-ids';
import type { QueryPlan } from './query-plan';
import { rankCandidates } from './rank-results';

const plan = (cited: string[] = []): QueryPlan => ({
  question: 'q',
  questionLang: 'en',
  lang: 'en',
  frenchQuestion: '',
  englishQuestion: 'q',
  frenchExpansion: '',
  englishExpansion: '',
  glossary: [],
  cited,
  steering: [],
  excluded: null,
});

const row = (article: string, textScore: number): CandidateRow => ({
  id: ccqLawId(article),
  type: 'LAW',
  article,
  related_articles: null,
  text_score: textScore,
});

const order = (ranked: ReadonlyArray<{ id: string }>) => ranked.map((entry) => entry.id);

describe('the final order of search results', () => {
  // A guide's answer article (ANSWER_ARTICLE_BOOST, 0.9) matched at 30% of the best text score:
  // the article the words found outright (the asked questions' field) keeps the lead.
  it('keeps the words’ best match ahead of an article only a guide points to', () => {
    const rows = [row('1870', 0.3), row('1944', 1)];
    const guide = new Map([[ccqLawId('1870'), 0.9]]);
    const ranked = rankCandidates(rows, plan(), ['1870', '1944'], guide);
    expect(order(ranked)).toEqual([ccqLawId('1944'), ccqLawId('1870')]);
  });

  it('lets a guide decide between articles the words found about as well', () => {
    const rows = [row('1870', 0.8), row('1944', 1)];
    const guide = new Map([[ccqLawId('1870'), 0.9]]);
    const ranked = rankCandidates(rows, plan(), ['1870', '1944'], guide);
    expect(order(ranked)).toEqual([ccqLawId('1870'), ccqLawId('1944')]);
  });

  it('puts an article the question names, with some of its words, before the best text match', () => {
    const rows = [row('1942', 1), row('1959.1', 0.2)];
    const ranked = rankCandidates(rows, plan(['1959.1']), ['1942', '1959.1']);
    expect(order(ranked)).toEqual([ccqLawId('1959.1'), ccqLawId('1942')]);
  });
});
