import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { computeGuideSteering } from './guide-steering';

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
    expect(steering.boosts.get('law-ccq-1968')).toBe(0.7);
    // The guide itself does not steer: only its triggered rule's article is boosted.
    expect(steering.guides).toEqual([]);
    expect(steering.boosts.has('law-ccq-1959.1')).toBe(false);
  });

  it('boosts nothing for a rule the question does not trigger', () => {
    const steering = computeGuideSteering([], 'tenant', 'When is rent due?', [badFaith]);
    expect(steering.boosts.size).toBe(0);
  });

  it('boosts half as much a rule found only by a one-word trigger other articles share', () => {
    // "leave" names a tenant who stays past the end (1889) and one who leaves an unfit dwelling
    // (1915): said alone, it does not tell which; "bulldozer" is 1889's own word here.
    const stays = makeGuide({
      id: 'end-of-lease',
      rules: [
        {
          triggers: { en: ['leave', 'bulldozer'], fr: ['partir'] },
          article: '1889',
          en: 'Under art. 1889, the landlord may obtain the eviction of a tenant who stays.',
          fr: 'Selon l’art. 1889, le locateur peut obtenir l’expulsion du locataire.',
        },
      ],
    });
    const unfit = makeGuide({
      id: 'unfit',
      rules: [
        {
          triggers: { en: ['leave'], fr: ['partir'] },
          article: '1915',
          en: 'Under art. 1915, a tenant may leave a dwelling unfit for habitation.',
          fr: 'Selon l’art. 1915, le locataire peut quitter un logement impropre à l’habitation.',
        },
      ],
    });
    const guides = [stays, unfit];
    const shared = computeGuideSteering([], 'tenant', 'Can I leave before July?', guides);
    expect(shared.boosts.get('law-ccq-1889')).toBe(0.35);
    expect(shared.boosts.get('law-ccq-1915')).toBe(0.35);
    const own = computeGuideSteering([], 'tenant', 'A bulldozer came, must I leave?', guides);
    expect(own.boosts.get('law-ccq-1889')).toBe(0.7);
    expect(own.boosts.get('law-ccq-1915')).toBe(0.35);
  });
});
