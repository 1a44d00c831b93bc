import { describe, expect, it } from 'vitest';
import type { ContentLang } from './number-words';
import { readNumberWords } from './number-words';
import { extractQuantities, formatQuantity } from './quantities';

const read = (text: string, lang: ContentLang) => extractQuantities(text, lang).map(formatQuantity);
const wordsValue = (text: string, lang: ContentLang) =>
  readNumberWords(text.split(/[\s-]+/), 0, lang)?.value;

describe('readNumberWords', () => {
  it.each([
    ['sixty-five', 65],
    ['twelve', 12],
    ['twenty one', 21],
    ['one hundred and twenty', 120],
    ['two thousand', 2000],
  ])('reads English "%s" as %i', (text, value) => {
    expect(wordsValue(text, 'en')).toBe(value);
  });

  it.each([
    ['soixante-cinq', 65],
    ['douze', 12],
    ['dix-sept', 17],
    ['vingt et un', 21],
    ['soixante et onze', 71],
    ['soixante-dix-neuf', 79],
    ['quatre-vingts', 80],
    ['quatre-vingt-dix', 90],
    ['deux cents', 200],
    ['mille', 1000],
  ])('reads French "%s" as %i', (text, value) => {
    expect(wordsValue(text, 'fr')).toBe(value);
  });

  it('stops before a second number instead of adding them', () => {
    expect(readNumberWords(['two', 'three'], 0, 'en')).toEqual({ value: 2, next: 1 });
    expect(readNumberWords(['dix', 'et', 'vingt'], 0, 'fr')).toEqual({ value: 10, next: 1 });
  });
});

describe('extractQuantities', () => {
  it('reads the same delay written in digits or words, in English and in French', () => {
    expect(read('six months, 6 months, a six-month notice', 'en')).toEqual([
      '6 months',
      '6 months',
      '6 months',
    ]);
    expect(read('six mois, 6 mois, dans les six mois', 'fr')).toEqual([
      '6 months',
      '6 months',
      '6 months',
    ]);
    expect(read('10 days or ten days; a 10-day delay', 'en')).toEqual([
      '10 days',
      '10 days',
      '10 days',
    ]);
    expect(read('10 jours ou dix jours', 'fr')).toEqual(['10 days', '10 days']);
  });

  it('reads weeks, years and compounds', () => {
    expect(read('three weeks; twelve months; sixty-five years', 'en')).toEqual([
      '3 weeks',
      '12 months',
      '65 years',
    ]);
    expect(read('trois semaines; douze mois; les cinq années; un an', 'fr')).toEqual([
      '3 weeks',
      '12 months',
      '5 years',
      '1 year',
    ]);
  });

  it('reads ages as years: "65 ans", "65 years old", "aged 65", "65 or over"', () => {
    expect(read('âgé de 65 ans ou plus; soixante-cinq ans', 'fr')).toEqual([
      '65 years',
      '65 years',
    ]);
    expect(
      read('65 years old; a 65-year-old tenant; aged 65; the age of 65; 65 or older', 'en'),
    ).toEqual(['65 years', '65 years', '65 years', '65 years', '65 years']);
  });

  it('reads percentages and dollar amounts', () => {
    expect(read('125%, 5 per cent, five percent, $1,250.50, 300 dollars', 'en')).toEqual([
      '125 %',
      '5 %',
      '5 %',
      '1250.5 $',
      '300 $',
    ]);
    expect(read('125 %, cinq pour cent, 1 250,50 $', 'fr')).toEqual(['125 %', '5 %', '1250.5 $']);
  });

  it('reads "one month" the ways the Code and a paraphrase say it', () => {
    expect(read('dans le mois de la réception; un préavis d’un mois; une semaine', 'fr')).toEqual([
      '1 month',
      '1 month',
      '1 week',
    ]);
    expect(read('within a month; one month’s rent; an hour', 'en')).toEqual([
      '1 month',
      '1 month',
      '1 hour',
    ]);
  });

  it('reads « dans le mois où » as the calendar month it names, not a delay (art. 1949)', () => {
    expect(
      read('la demande doit être faite dans le mois où le réajustement doit prendre effet', 'fr'),
    ).toEqual([]);
    expect(read('within the month in which the adjustment is to take effect', 'en')).toEqual([]);
  });

  it('does not read a rate as a quantity of one', () => {
    expect(read('$500 a month, paid once a month', 'en')).toEqual(['500 $']);
    expect(read('500 $ par mois', 'fr')).toEqual(['500 $']);
  });

  it('gives every number of a range or list its unit', () => {
    expect(read('between 10 and 20 days; 10-20 days; two or three months', 'en')).toEqual([
      '10 days',
      '20 days',
      '10 days',
      '20 days',
      '2 months',
      '3 months',
    ]);
    expect(read('entre 10 et 20 jours; de 12 à 24 mois', 'fr')).toEqual([
      '10 days',
      '20 days',
      '12 months',
      '24 months',
    ]);
  });

  it('reads clock hours and notice hours in both languages', () => {
    expect(read('a 24-hour notice, between 9 a.m. and 9 p.m.', 'en')).toEqual([
      '24 hours',
      '9 hours',
      '21 hours',
    ]);
    expect(read('un préavis de 24 heures, entre 9 h et 21 h 30', 'fr')).toEqual([
      '24 hours',
      '9 hours',
      '21 hours',
    ]);
  });

  it('reads "les 12 premiers mois" and "12 consecutive months"', () => {
    expect(read('les 12 premiers mois', 'fr')).toEqual(['12 months']);
    expect(read('12 consecutive months', 'en')).toEqual(['12 months']);
  });

  it('never takes an article, a paragraph, a form, a chapter or a history line for a quantity', () => {
    const english =
      'art. 1942 and 10 days; arts. 1942 to 1947; 1959.1 applies; TAL-810A; 4° the lessee; ' +
      '1991, c. 64, a. 1851; chapter T-15.01, r. 3; the 1st of July; in 2024 the law changed';
    expect(read(english, 'en')).toEqual(['10 days']);
    const french =
      'l’article 1974, 2 mois; articles 1956 à 1958; 2e alinéa; 1er juillet; ' +
      '(chapitre S-8, r. 1); 2024, c. 23, a. 511';
    expect(read(french, 'fr')).toEqual(['2 months']);
  });

  it('keeps the words it read, for the messages', () => {
    expect(extractQuantities('dans les six mois', 'fr')).toEqual([
      { value: 6, unit: 'month', text: 'six mois' },
    ]);
  });
});
