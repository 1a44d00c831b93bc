import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { findAnswerGuides, type MatchGuides } from './guide-sources';

describe('findAnswerGuides', () => {
  const rule = { triggers: { en: ['x'], fr: ['x'] }, article: '1965', en: 'Rule.', fr: 'Règle.' };
  const guide = makeGuide({ id: 'g', rules: [rule] });

  it('keeps the rules the matcher found, which read the question with the vocabulary', () => {
    const matchGuides: MatchGuides = () => [{ guide, score: 5, matched: ['y'], rules: [rule] }];
    const [found] = findAnswerGuides(matchGuides, { question: 'no trigger word here' });
    expect(found?.rules).toEqual([rule]);
  });

  it('reads the rules from the question itself when the matcher gave none', () => {
    const matchGuides: MatchGuides = () => [{ guide, score: 5, matched: ['y'] }];
    expect(findAnswerGuides(matchGuides, { question: 'no trigger word here' })[0]?.rules).toEqual(
      [],
    );
    expect(findAnswerGuides(matchGuides, { question: 'x marks it' })[0]?.rules).toEqual([rule]);
  });
});
