import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createGuideMatcher } from './match-guides';

const access = makeGuide({
  id: 'access',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: {
      en: ['landlord entering my apartment'],
      fr: ['accès au logement', 'visite du logement', "vérifier l'état du logement"],
    },
  },
  answer: { en: 'Access.', fr: 'Accès.', articles: ['1931'] },
});
const owner = makeGuide({
  id: 'new-owner',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: { en: ['new owner wants a new lease', 'sold building'], fr: ['immeuble vendu'] },
  },
  answer: { en: 'Sale.', fr: 'Vente.', articles: ['1937'] },
});
const { matchGuides } = createGuideMatcher([access, owner]);
const scoreOf = (id: string, input: Parameters<typeof matchGuides>[0]) =>
  matchGuides(input).find((match) => match.guide.id === id)?.score ?? 0;

describe('matchGuides and the vocabulary’s translation', () => {
  it('counts one phrase of a guide found through the translated words, the best one', () => {
    const question = 'The oven is broken, he says I saw it when I visited';
    const all = 'accès au logement ; visite ; vérifier l’état du logement';
    const matches = matchGuides({ question, translation: all });
    expect(matches[0]?.matched).toEqual(["vérifier l'état du logement"]);
    // The four French words of one English word weigh what their best phrase weighs alone.
    expect(scoreOf('access', { question, translation: all })).toBe(
      scoreOf('access', { question, translation: 'vérifier l’état du logement' }),
    );
    // The question's own words still count every phrase they name.
    const own = 'Visite du logement sans préavis, puis il veut vérifier l’état du logement';
    expect(matchGuides({ question: own })[0]?.matched).toEqual(
      expect.arrayContaining(["vérifier l'état du logement", 'visite du logement']),
    );
  });

  it('counts a word a phrase says twice once ("new owner wants a new lease")', () => {
    const question = 'I never told him my new address, is the lease still valid?';
    const once = createGuideMatcher([
      access,
      {
        ...owner,
        appliesTo: {
          ...owner.appliesTo,
          concepts: { en: ['new owner wants a lease'], fr: ['immeuble vendu'] },
        },
      },
    ]).matchGuides({ question });
    expect(scoreOf('new-owner', { question })).toBe(
      once.find((match) => match.guide.id === 'new-owner')?.score,
    );
  });
});
