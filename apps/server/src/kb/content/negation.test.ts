import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createGuideMatcher } from './match-guides';
import { conceptWords, isWordInQuestion, NEGATION, readQuestionWords } from './match-words';

describe('a concept phrase keeps its negation', () => {
  it('reads "no lease" and « pas de chauffage » with their "no"', () => {
    expect(conceptWords('no lease', 'en')).toEqual([NEGATION, 'lease']);
    expect(conceptWords('pas de chauffage', 'fr')).toEqual([NEGATION, 'chauffage']);
    // A longer phrase says its situation with its other words.
    expect(conceptWords('tenant not paying rent', 'en')).toEqual(['tenant', 'paying', 'rent']);
  });

  it('reads a contracted "not" as the negation, and no elided « me » or « ne » as a word', () => {
    // "can't" folds to "can", "t": the "t" met every "don't" as a word of the situation.
    expect(conceptWords("I can't pay my rent", 'en')).toEqual([NEGATION, 'pay', 'rent']);
    expect(conceptWords("le propriétaire ne m'a pas remis le bail", 'fr')).toEqual([
      'proprietaire',
      'remis',
      'bail',
    ]);
  });

  it('meets any way of saying no in the question', () => {
    const said = (question: string) => isWordInQuestion(NEGATION, readQuestionWords(question));
    expect(said("I don't have a lease")).toBe(true);
    expect(said('we never signed anything')).toBe(true);
    expect(said("J'ai pas de bail")).toBe(true);
    expect(said('Il n’y a aucun chauffage')).toBe(true);
    expect(said('My lease ends in June')).toBe(false);
  });
});

describe('the guide matcher with negated phrases', () => {
  const presumed = makeGuide({
    id: 'presumed-lease',
    appliesTo: { roles: ['tenant', 'landlord'], concepts: { en: ['no lease'], fr: ['sans bail'] } },
    answer: { en: 'Presumed.', fr: 'Présumé.', articles: ['1853'] },
  });
  const heating = makeGuide({
    id: 'heating',
    appliesTo: { roles: ['tenant', 'landlord'], concepts: { en: ['no heat'], fr: [] } },
    answer: { en: 'Heat.', fr: 'Chauffage.', articles: ['1910'] },
  });
  const { matchGuides } = createGuideMatcher([presumed, heating]);
  const score = (question: string, id: string) =>
    matchGuides({ question }).find((match) => match.guide.id === id)?.score ?? 0;

  it('finds "no lease" whole only where the question says there is none', () => {
    const without = score('we have no lease, just a handshake', 'presumed-lease');
    const withLease = score('my lease ends in June, can I leave?', 'presumed-lease');
    // Without the "no", the phrase is found in part only: half its weight.
    expect(withLease).toBeCloseTo(without / 2);
  });

  it('does not take a water heater for "no heat"', () => {
    expect(score('The water heater broke on Saturday', 'heating')).toBeCloseTo(
      score('There is no heat since Monday', 'heating') / 2,
    );
  });
});

describe('a long phrase with a "no" the question never says', () => {
  const unpaid = makeGuide({
    id: 'unpaid-rent',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['tenant not paying rent'], fr: [] },
    },
    answer: { en: 'Unpaid.', fr: 'Impayé.', articles: ['1971'] },
  });
  const { matchGuides } = createGuideMatcher([unpaid]);
  const score = (question: string) => matchGuides({ question })[0]?.score ?? 0;

  it('is found in part only when the question says no "no" at all', () => {
    const saidNot = score("my tenant isn't paying rent since March");
    const stopped = score('my tenant stopped paying rent, the roof leaks');
    // "stopped" says no "no": the phrase's words are there, its sense may not be.
    expect(stopped).toBeCloseTo(saidNot / 2);
    // Any "no" of the question keeps it whole, as before ("never", « pas »).
    expect(score('my tenant is never paying rent')).toBeCloseTo(saidNot);
  });
});
