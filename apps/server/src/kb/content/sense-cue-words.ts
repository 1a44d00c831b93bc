/**
 * Word lists for the French senses of word-senses.ts that are not the guides' (issue 10, round
 * 32): kept apart so that file stays readable. Tokens are the matcher's (folded, lower case).
 */

/**
 * « sous » followed by a determiner is the preposition ("sous l'évier", "sous le plancher"),
 * not the first half of « sous-louer », « sous-location », « sous-locataire » (the hyphen is
 * lost in the tokens): « mon locataire … le drain sous l'évier » was every word of the sublet
 * guide's « sous-locataire ».
 */
export const UNDER = new Set(['sous']);
export const DETERMINERS = new Set(
  'l le la les un une mon ma mes ton ta tes son sa ses ce cet cette ces notre nos votre vos leur leurs du des'.split(
    ' ',
  ),
);

/**
 * « monte », « monter »: the rent's rise (the renewal guide's « loyer qui monte ») only with the
 * rent or its price near; smoke or a smell that « monte dans la chambre », or conditions that a
 * landlord wants to « monter », say nothing of a rent increase, and a « baisse de loyer » asked
 * a sentence later made the renewal guide lead a neighbour's smoke. Stairs keep it (« monter les
 * escaliers », the disability guide's words).
 */
export const RISE = new Set(['monte', 'montent', 'monter', 'montera', 'monterait']);
export const RISE_KEEPS = new Set(
  'loyer loyers prix hausse augmentation augmente augmenter cout couts escalier escaliers marches etage etages'.split(
    ' ',
  ),
);
