import { foldAccents } from '../../lib/fold-accents';

/** Lower case without accents or typographic apostrophes: the form glossary matching works on. */
export function normalizeText(text: string): string {
  return foldAccents(text).replace(/[’‘`´]/g, "'");
}

const FRENCH_MARKERS = new Set([
  'le',
  'la',
  'les',
  'un',
  'une',
  'des',
  'du',
  'de',
  'et',
  'est',
  'pour',
  'que',
  'qui',
  'dans',
  'mon',
  'ma',
  'mes',
  'je',
  'il',
  'elle',
  'nous',
  'vous',
  'peut',
  'doit',
  'avec',
  'sur',
  'pas',
  'locataire',
  'locateur',
  'proprietaire',
  'loyer',
  'bail',
  'logement',
  'avis',
  'au',
  'aux',
]);
const ENGLISH_MARKERS = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'is',
  'for',
  'that',
  'who',
  'in',
  'my',
  'i',
  'he',
  'she',
  'we',
  'you',
  'can',
  'must',
  'with',
  'on',
  'not',
  'tenant',
  'landlord',
  'rent',
  'lease',
  'apartment',
  'notice',
  'what',
  'how',
  'do',
  'does',
  'to',
  'if',
  'when',
  'it',
]);

/**
 * Guesses whether a text is French or English from common words and accents. Used when a
 * caller gives no language and to label decision excerpts; retrieval searches both anyway.
 */
export function detectLanguage(text: string): 'en' | 'fr' {
  const words = normalizeText(text)
    .split(/[^a-z']+/)
    .flatMap((word) => word.split("'"));
  let french = /[àâçéèêëîïôûùüÿœ]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    if (FRENCH_MARKERS.has(word)) french += 1;
    if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  return french > english ? 'fr' : 'en';
}
