import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { ARTICLE_STEERING_SHARE, computeGuideSteering } from './guide-steering';

// A guide the question's words do not choose, with a rule read from art. 1968 (bad faith).
const badFaith = makeGuide({
  id: 'repossession-bad-faith',
  rules: [
    {
      triggers: { en: ['rented it out again'], fr: ['reloué plus cher'] },
      article: '1968',
      en: 'Under art. 1968, a tenant may claim damages for a repossession obtained in bad faith.',
      fr: 'Selon l’art. 1968, le locataire peut réclamer des dommages-intérêts.',
    },
  ],
});

describe('guide steering', () => {
  it('points to the article of any guide rule the question triggers, chosen guide or not', () => {
    const question = 'My old landlord took the apartment back and rented it out again. Can I sue?';
    const steering = computeGuideSteering([], 'tenant', question, [badFaith]);
    expect(steering.boosts.get('law-ccq-1968')).toBeCloseTo(0.7 * ARTICLE_STEERING_SHARE);
    // The guide itself does not steer: only its triggered rule's article is boosted.
    expect(steering.guides).toEqual([]);
    expect(steering.boosts.has('law-ccq-1959.1')).toBe(false);
  });

  it('boosts nothing for a rule the question does not trigger', () => {
    const steering = computeGuideSteering([], 'tenant', 'When is rent due?', [badFaith]);
    expect(steering.boosts.size).toBe(0);
  });
});
