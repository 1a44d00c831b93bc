import { describe, expect, it } from 'vitest';
import { readNoteText } from '../../test/content-texts';
import { loadContent } from './load-content';

/**
 * The style list of issue 10, round 28 (plain21, docs/decisions.md): an English note or guide
 * text keeps the article's own term and says once, beside it, what it means in the words a
 * tenant or a landlord uses. Answers that stated the rule only in the law's words ("is deemed to
 * have accepted", "decay", "indeterminate term") read as missing it to a person who says "counts
 * as accepting", "wear and tear", "month to month". One rendering per French term.
 */

const content = loadContent();
/**
 * The notes and the guides' answers, rule lines, conditions, deadlines and steps: plain21 rewrote
 * all but the answers and steps, keyfacts22 finished them (the heating answer's "unfit for
 * habitation", the steps' "deemed" and "indeterminate term").
 */
const texts = (lang: 'en' | 'fr') => [
  ...[...content.notes.values()].map((note) => note[lang]),
  ...content.guides.flatMap((guide) =>
    [
      guide.answer,
      ...(guide.rules ?? []),
      ...guide.conditions,
      ...guide.deadlines,
      ...guide.steps,
    ].map((item) => item[lang]),
  ),
];

/** The texts that use `term` but never say `gloss`. */
function unglossed(term: RegExp, gloss: RegExp): string[] {
  return texts('en').filter((text) => term.test(text) && !gloss.test(text));
}

describe('the law’s term with its plain gloss in the English notes and guides', () => {
  it.each([
    ['« réputé »', /\bdeemed\b/, /counts as/],
    ['« durée indéterminée »', /indeterminate term/, /no end date, month to month/],
    ['« vétusté »', /\bdecay\b/, /decay \(wear and tear from old age\)/],
    ['« tacitement »', /\btacit/, /renewed automatically/],
    ['« prudence et diligence »', /prudence and diligence/, /with care/],
    ['« impropre à l’habitation »', /unfit for habitation/, /not fit to live in/],
    ['« sans opposition »', /without opposition/, /without the landlord objecting/],
    ['« conditions antérieures »', /former conditions/, /the same conditions as before/],
    ['« au premier degré »', /first degree/, /parents and children/],
  ])('%s is glossed wherever it is said', (_french, term, gloss) => {
    expect(unglossed(term, gloss)).toEqual([]);
  });

  it.each([
    ['1853', 'is not presumed'],
    ['1873', 'is released from their obligations under it (is no longer responsible'],
    ['1879', 'without opposition from the landlord (without the landlord objecting)'],
    ['1888', 'If the expropriation is partial'],
    ['1897', 'the express will of the parties (that is, only if both parties expressly agree)'],
    ['1947', 'on the former conditions (the same conditions as before)'],
    ['1957', 'in the first degree (parents and children)'],
  ])('art. %s says the article’s own term: “%s”', (article, words) => {
    expect(readNoteText(content, article, 'en')).toContain(words);
  });
});

describe('the French content in the article’s own words (keyfacts20)', () => {
  it('says art. 1949’s « dans le mois où », never « au cours du mois où »', () => {
    expect(texts('fr').filter((text) => text.includes('au cours du mois où'))).toEqual([]);
    expect(readNoteText(content, '1949', 'fr')).toContain('dans le mois où');
  });

  it('says art. 1940’s « ne bénéficie pas du droit au maintien dans les lieux »', () => {
    expect(readNoteText(content, '1940', 'fr')).toContain(
      'ne bénéficie pas du droit au maintien dans les lieux',
    );
    const subtenant = texts('fr').filter((text) =>
      /sous-locataire[^.]{0,40}n'a pas droit au maintien/.test(text),
    );
    expect(subtenant).toEqual([]);
  });
});
