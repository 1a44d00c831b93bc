import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { createGuideMatcher, pickAnswerGuides } from './match-guides';

/**
 * Concepts in the article's own situation (issue 10, round 22, matcher17): art. 1884 says the
 * lease ends by the death of neither party, so the death guide is also the landlord's death.
 */
const content = loadContent();
const { matchGuides } = createGuideMatcher(content.guides);
const answerGuide = (question: string) => pickAnswerGuides(matchGuides({ question }))[0]?.guide.id;

describe('guide concepts for the whole of their article', () => {
  it.each([
    'Our landlord died, is the lease over?',
    'Le propriétaire est décédé, mon bail tient-il encore?',
  ])('answers "%s" from the death guide', (question) => {
    expect(answerGuide(question)).toBe('death-of-tenant');
  });
});
