import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import type { AnswerGuide } from './answer-types';
import { pickLeadArticles } from './lead-articles';

const rule = {
  triggers: { en: ['vacant'], fr: ['vacant'] },
  article: '1964',
  en: 'A rule of art. 1964.',
  fr: 'Une règle de l’art. 1964.',
};

describe('pickLeadArticles', () => {
  it('takes search’s best articles that no guide rule states, in search’s order', () => {
    const guides: AnswerGuide[] = [{ guide: makeGuide(), matched: [], rules: [rule] }];
    expect(pickLeadArticles(['1964', '1976', '1957', '1960'], guides)).toEqual(['1976', '1957']);
  });

  it('keeps an article the direct answer cites: its note may hold the key fact', () => {
    const guides: AnswerGuide[] = [{ guide: makeGuide(), matched: [] }];
    expect(pickLeadArticles(['1959.1'], guides)).toEqual(['1959.1']);
  });

  it('looks only at the first articles and states a few, once each', () => {
    const searched = ['1964', '1964', '1976', '1957', '1960'];
    expect(pickLeadArticles(searched, [], { within: 3, count: 2 })).toEqual(['1964', '1976']);
    expect(pickLeadArticles(['1910', '1911', '1912', '1964'], [])).not.toContain('1964');
    expect(pickLeadArticles(searched, [], { within: 1, count: 2 })).toEqual(['1964']);
  });
});
