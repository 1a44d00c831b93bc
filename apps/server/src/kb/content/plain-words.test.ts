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
    ['« réputé »', /\bdeemed\b/, /counts as|treated as/],
    ['« durée indéterminée »', /indeterminate term/, /no end date|an indeterminate term\)/],
    ['« vétusté »', /\bdecay\b/, /decay \(wear and tear from old age\)/],
    ['« tacitement »', /\btacit/, /renewed automatically/],
    ['« prudence et diligence »', /prudence and diligence/, /with care/],
    ['« impropre à l’habitation »', /unfit for habitation/, /not fit to live in|uninhabitable/],
    ['« sans opposition »', /without opposition/, /without the landlord objecting/],
    ['« conditions antérieures »', /former conditions/, /the same conditions as before/],
    ['« au premier degré »', /first degree/, /parents and children/],
  ])('%s is glossed wherever it is said', (_french, term, gloss) => {
    expect(unglossed(term, gloss)).toEqual([]);
  });

  // Round 32 (notes24): a note also keeps the law's own term for each operative element (who may
  // ask for what, the condition, the consequence), the words a reader checks against the Code.
  it.each([
    ['1853', 'en', 'is not presumed'],
    ['1873', 'en', 'is released from their obligations under it (is no longer responsible'],
    ['1879', 'en', 'without opposition from the landlord (without the landlord objecting)'],
    ['1888', 'en', 'If the expropriation is partial'],
    ['1897', 'en', 'the express will of the parties, that is, if both parties expressly want it'],
    ['1947', 'en', 'on the former conditions (the same conditions as before)'],
    ['1957', 'en', 'in the first degree (parents and children)'],
    ['1867', 'en', 'to be authorized to do the work'],
    ['1867', 'en', 'withhold from the rent'],
    ['1868', 'en', 'withhold them from the rent'],
    ['1869', 'en', 'the amount the tenant was authorized to spend'],
    ['1865', 'en', 'prior authorization'],
    ['1907', 'en', 'to be authorized to carry them out'],
    ['1935', 'en', 'cannot forbid access to the building'],
    ['1955', 'en', 'cannot have the rent fixed'],
    ['1955.1', 'en', 'the part of the rent for their cost'],
    ['1964', 'en', 'another vacant dwelling'],
    ['1999', 'en', 'any sum of money'],
    ['1905', 'en', 'the total rent'],
    ['1861', 'fr', 'dénoncé au locateur commun le trouble'],
    ['1867', 'fr', 'afin d’être autorisé à les exécuter'],
    ['1870', 'fr', 'le consentement du locateur'],
    ['1890', 'fr', 'présumé avoir reçu le bien en bon état'],
    ['1895.1', 'fr', 'la partie du loyer afférente au coût de chacun de ces services'],
    ['1918', 'fr', 'qu’il enjoigne au locateur'],
    ['1955.1', 'fr', 'le loyer exigé en vertu du bail précédent'],
    ['1973', 'fr', 'ordonner au débiteur'],
    ['1986', 'fr', 'il incombe au locateur d’établir'],
  ] as const)('art. %s (%s) says the article’s own term: “%s”', (article, lang, words) => {
    // The notes write the apostrophe straight; the test reads it either way.
    expect(readNoteText(content, article, lang).replace(/'/g, '’')).toContain(words);
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
