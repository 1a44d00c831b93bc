import { describe, expect, it } from 'vitest';
import { listGuideTextItems, readNoteText } from '../../test/content-texts';
import { loadContent } from './load-content';

/**
 * How a note states its rule (issue 10, round 21): in the words a person uses, with the law's
 * own term. A French note keeps the article's term (« exécute ses obligations », « terme fixé
 * pour le paiement du loyer », « droit au maintien dans les lieux ») with a plain gloss; an
 * English note says a notice the law requires (« aviser », « dénoncer ») as "notify", and puts
 * civil-law jargon ("resiliated of right", "recourses") after the plain words, in brackets.
 */

const content = loadContent();
const notes = [...content.notes.entries()];

const readNote = (article: string, lang: 'en' | 'fr') => readNoteText(content, article, lang);

describe('the article’s own term in the French notes', () => {
  it.each([
    ['1874', 'à concurrence du loyer de la sous-location'],
    ['1882', 'le même délai que le terme fixé pour le paiement du loyer'],
    ['1892', 'Sont assimilés à un bail de logement'],
    ['1897', 'volonté expresse des parties'],
    ['1909', 'lorsque le locateur exécute ses obligations'],
    ['1915', 'est dispensé de payer le loyer'],
    ['1938', 'a droit au maintien dans les lieux'],
    ['1949', 'caractère excessif ou insuffisant'],
    ['1957', 'ascendants ou descendants au premier degré'],
    ['1973', "dans le délai qu'il détermine"],
    ['1979', "n'a pas droit au maintien dans les lieux"],
    ['1984', "à l'acquit du loyer"],
    ['1998', "droit d'aliéner"],
  ])('art. %s says « %s »', (article, words) => {
    expect(readNote(article, 'fr')).toContain(words);
  });
});

describe('the English notes in a person’s words', () => {
  it('say "notify" for a notice the law requires, and "inform" only where the law says « informer »', () => {
    const loose =
      /\b(?:tell|tells|told|inform|informs)\b(?: \w+)? (?:the|their) (?:landlord|tenant)/;
    const found = notes
      .filter(([, note]) => loose.test(note.en) && !/\binform/.test(note.fr))
      .map(([article]) => article);
    expect(found).toEqual([]);
  });

  it('give the plain words first and civil-law jargon only in brackets', () => {
    const bare = /(?<!\()\b(?:resiliated of right|recourses)\b/;
    const found = notes.filter(([, note]) => bare.test(note.en)).map(([article]) => article);
    expect(found).toEqual([]);
  });

  it.each([
    ['1924', 'insufficient (too low)'],
    ['1949', 'excessive or insufficient (too high or too low)'],
    ['1898', 'is not binding on the person who receives it'],
    ['1940', 'no right to maintain occupancy (no right to stay in the dwelling)'],
  ])('art. %s says “%s”', (article, words) => {
    expect(readNote(article, 'en')).toContain(words);
  });
});

describe('the guides’ English text in a person’s words (round 21)', () => {
  const guideTexts = listGuideTextItems(content);

  it('says "notify" for a notice the law requires, not "tell"', () => {
    const loose = /\b(?:tell|tells|told)\b(?: \w+)? (?:the|their) (?:landlord|tenant)/i;
    const found = guideTexts
      .filter((text) => loose.test(text.en) && /\bavis/i.test(text.fr) && !/\binform/.test(text.fr))
      .map((text) => text.id);
    expect(found).toEqual([]);
  });

  it('gives the plain words first and civil-law jargon only in brackets', () => {
    const bare =
      /(?<!\()\b(?:resiliat\w*|resiliated of right|renew(?:ed|al) of right|ends of right)\b|(?<!\()cannot be set up against/;
    const found = guideTexts.filter((text) => bare.test(text.en)).map((text) => text.en);
    expect(found).toEqual([]);
  });

  it.each([
    'ends automatically, by law (resiliated of right)',
    'renewed automatically, by law (renewed of right)',
    'terminate (resiliate) the lease',
    'serious harm (serious prejudice)',
    'is not binding on the person who receives it',
    'must notify the landlord within a reasonable time',
    'notifying the landlord of its condition',
  ])('a guide says “%s”', (words) => {
    expect(guideTexts.some((text) => text.en.includes(words))).toBe(true);
  });
});
