import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import type { AnswerGuide } from './answer-types';
import { pickLeadArticles } from './lead-articles';

const rule = {
  triggers: { en: ['vacant'], fr: ['vacant'] },
  article: '1964',
  en: 'A rule of art. 1964.',
  fr: 'Une règle de l’art. 1964.',
};

/** Search's results in this order, each scored as given (1 when not). */
function ranked(...hits: Array<string | [string, number]>) {
  return hits.map((hit) => {
    const [id, score] = typeof hit === 'string' ? [hit, 1] : hit;
    return { source: id.startsWith('TAL') ? formSource(id) : lawSource(id), score };
  });
}

describe('pickLeadArticles', () => {
  it('takes search’s best articles that no guide rule states, in search’s order', () => {
    const guides: AnswerGuide[] = [{ guide: makeGuide(), matched: [], rules: [rule] }];
    const hits = ranked('1964', 'TAL-811A', '1976', '1957', '1960');
    expect(pickLeadArticles(hits, guides)).toEqual(['1976', '1957']);
  });

  it('leaves out what the best guide’s direct answer cites, not what a second guide’s does', () => {
    const guides: AnswerGuide[] = [{ guide: makeGuide(), matched: [] }];
    expect(pickLeadArticles(ranked('1959.1', '1976'), guides)).toEqual(['1976']);
    const second: AnswerGuide = { guide: makeGuide({ id: 'other' }), matched: [] };
    const otherFirst = makeGuide({ id: 'first', answer: { en: '', fr: '', articles: ['1957'] } });
    expect(
      pickLeadArticles(ranked('1959.1'), [{ guide: otherFirst, matched: [] }, second]),
    ).toEqual(['1959.1']);
  });

  it('looks only at the first articles, scored near the best, and states a few, once each', () => {
    const options = { within: 3, count: 2, minShare: 0.7 };
    const hits = ranked('1964', '1964', '1976', '1957', '1960');
    expect(pickLeadArticles(hits, [], options)).toEqual(['1964', '1976']);
    expect(pickLeadArticles(ranked('1910', '1911', '1912', '1964'), [], options)).not.toContain(
      '1964',
    );
    expect(pickLeadArticles(hits, [], { ...options, within: 1 })).toEqual(['1964']);
    const weak = ranked(['1964', 10], ['1976', 6.9], ['1957', 8]);
    expect(pickLeadArticles(weak, [], options)).toEqual(['1964', '1957']);
    // Held against the best article: a form scored higher does not silence the articles.
    const form = ranked(['TAL-811A', 40], ['1964', 10], ['1976', 9]);
    expect(pickLeadArticles(form, [], options)).toEqual(['1964', '1976']);
  });

  it('puts first the article the asked questions clearly point to, when search found it', () => {
    const options = { within: 3, count: 2, minShare: 0.7 };
    const hits = ranked('1964', '1976', '1957', '1910', '1933');
    expect(pickLeadArticles(hits, [], options, '1933')).toEqual(['1933', '1964']);
    // Search did not find it: its note could not be quoted, and search's best lead.
    expect(pickLeadArticles(hits, [], options, '1931')).toEqual(['1964', '1976']);
    // A guide's rule already states it.
    const guides: AnswerGuide[] = [
      { guide: makeGuide(), matched: [], rules: [{ ...rule, article: '1933' }] },
    ];
    expect(pickLeadArticles(hits, guides, options, '1933')).toEqual(['1964', '1976']);
  });

  it('states search’s first article, when the asked questions also rank it first, even where a rule cites it', () => {
    const options = { within: 3, count: 2, minShare: 0.7 };
    const guides: AnswerGuide[] = [{ guide: makeGuide(), matched: [], rules: [rule] }];
    const hits = ranked('1964', '1976', '1957');
    expect(pickLeadArticles(hits, guides, options, undefined, '1964')).toEqual(['1964', '1976']);
    // Only search's first: an agreed article ranked lower is left to the rule that cites it.
    expect(pickLeadArticles(ranked('1976', '1964'), guides, options, undefined, '1964')).toEqual([
      '1976',
    ]);
    expect(pickLeadArticles(hits, guides, options)).toEqual(['1976', '1957']);
  });

  it('states three of the question’s own articles when the best guide is unsupported', () => {
    const hits = ranked('1964', '1976', '1957', '1910');
    const guide = makeGuide({ answer: { en: '', fr: '', articles: ['1942'] } });
    expect(pickLeadArticles(hits, [{ guide, matched: [] }])).toEqual(['1964', '1976']);
    expect(pickLeadArticles(hits, [{ guide, matched: [], unsupported: true }])).toEqual([
      '1964',
      '1976',
      '1957',
    ]);
  });
});
