import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createGuideMatcher, pickAnswerGuides } from './match-guides';
import { contentWords, readQuestionWords } from './match-words';
import { createSpanReader } from './phrase-span';

const isTogether = (phrase: string, question: string, lang: 'en' | 'fr' = 'en') =>
  createSpanReader(readQuestionWords(question)).isTogether(contentWords(phrase, lang));

describe('createSpanReader', () => {
  it('finds a phrase whose words are near each other, in any order', () => {
    expect(isTogether('rent increase', 'I got a rent increase notice')).toBe(true);
    expect(isTogether('rent increase', 'he wants to increase the rent by 5%')).toBe(true);
    expect(isTogether('bail écrit', "c'est écrit dans le bail", 'fr')).toBe(true);
  });

  it('does not find a phrase whose words are scattered over the question', () => {
    const question =
      "Mon bail c'est du 1er juillet 2026 au 30 juin 2027, pis y'a une clause écrite à la main";
    expect(isTogether('pas de bail écrit', question, 'fr')).toBe(false);
    expect(
      isTogether(
        'rent fixing',
        'I pay my rent on time, but the heater has been broken since August and nobody will fix it',
      ),
    ).toBe(false);
  });
});

describe('a scattered phrase in the guide matcher', () => {
  const rentIncrease = makeGuide({
    id: 'rent-increase',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['rent increase'], fr: ['augmentation de loyer'] },
    },
    answer: { en: 'Increase.', fr: 'Hausse.', articles: ['1942'] },
  });
  // "rent" is every guide's word here, as in the real guides: only "increase" says much.
  const rentGuide = (id: string, en: string) =>
    makeGuide({
      id,
      appliesTo: { roles: ['tenant', 'landlord'], concepts: { en: [en], fr: [] } },
      answer: { en: 'Rent.', fr: 'Loyer.', articles: ['1903'] },
    });
  const { matchGuides } = createGuideMatcher([
    makeGuide(),
    rentIncrease,
    rentGuide('unpaid-rent', 'unpaid rent'),
    rentGuide('rent-receipt', 'rent receipt'),
  ]);

  it('counts only in part, so it does not choose the guide alone', () => {
    const scattered =
      'I pay my rent on time every month. Since the new neighbours came, the noise keeps going ' +
      'up and the parties increase every weekend.';
    expect(pickAnswerGuides(matchGuides({ question: scattered }))).toEqual([]);
    const together = 'I got a rent increase notice and the noise upstairs keeps me awake.';
    expect(pickAnswerGuides(matchGuides({ question: together }))[0]?.guide.id).toBe(
      'rent-increase',
    );
  });
});
