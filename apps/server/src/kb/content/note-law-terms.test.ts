import { describe, expect, it } from 'vitest';
import { readNoteText } from '../../test/content-texts';
import { loadContent } from './load-content';

/**
 * An article's note keeps the law's own term for each operative element (who may ask for what,
 * the condition, the consequence) beside its everyday gloss (round 32). A note that says only
 * the paraphrase ("permission", "deduct", « l'autorisation de les faire ») gives the Summary no
 * way to state the element in the law's words, the words a reader checks against the Code.
 */

const content = loadContent();

describe('the law’s term kept in the notes', () => {
  it.each([
    ['1867', 'en', 'to be authorized to do them'],
    ['1867', 'en', 'withhold from the rent'],
    ['1868', 'en', 'withhold them from the rent'],
    ['1869', 'en', 'the amount the tenant was authorized to spend'],
    ['1865', 'en', 'prior authorization'],
    ['1907', 'en', 'to be authorized to carry them out'],
    ['1935', 'en', 'cannot forbid (refuse) access'],
    ['1955', 'en', 'cannot have the rent fixed'],
    ['1955.1', 'en', 'the part of the rent for their cost'],
    ['1964', 'en', 'another vacant dwelling'],
    ['1999', 'en', 'any sum of money'],
    ['1905', 'en', 'the total rent'],
    ['1861', 'fr', 'dénoncé au locateur le trouble'],
    ['1867', 'fr', 'afin d’être autorisé à les exécuter'],
    ['1870', 'fr', 'le consentement du locateur'],
    ['1890', 'fr', 'présumé avoir reçu le bien en bon état'],
    ['1895.1', 'fr', 'la partie du loyer afférente au coût de chacun de ces services'],
    ['1918', 'fr', 'qu’il enjoigne au locateur'],
    ['1955.1', 'fr', 'le loyer exigé en vertu du bail précédent'],
    ['1973', 'fr', 'ordonner au débiteur'],
    ['1986', 'fr', 'Il incombe alors au locateur d’établir'],
  ] as const)('art. %s (%s) says “%s”', (article, lang, words) => {
    // The notes write the apostrophe straight; the test reads it either way.
    expect(readNoteText(content, article, lang).replace(/'/g, '’')).toContain(words);
  });
});
