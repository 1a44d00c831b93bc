import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { CONFIDENT_SCORE, createGuideMatcher } from './match-guides';

const pests = makeGuide({
  id: 'pests',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: { en: ['cockroaches', 'mice'], fr: ['coquerelles', 'souris'] },
  },
  answer: { en: 'Pests.', fr: 'Vermine.', articles: ['1910'] },
});
const leaseTerm = makeGuide({
  id: 'lease-term',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: { en: ['tacit renewal'], fr: ['reconduction tacite'] },
  },
  answer: { en: 'Term.', fr: 'Durée.', articles: ['1877', '1946'] },
});

describe('a guide the question’s facts make the subject', () => {
  const { matchGuides } = createGuideMatcher([pests, leaseTerm]);

  it('leads, confident, even when none of its words is in the question', () => {
    const question = 'There are mice, and I want to leave; how much notice?';
    expect(matchGuides({ question }).map(({ guide }) => guide.id)).toEqual(['pests']);
    const led = matchGuides({ question, leadGuide: 'lease-term' });
    expect(led.map(({ guide }) => guide.id)).toEqual(['lease-term', 'pests']);
    expect(led[0]?.score).toBeGreaterThanOrEqual(Math.max(CONFIDENT_SCORE, led[1]?.score ?? 0));
  });
});
