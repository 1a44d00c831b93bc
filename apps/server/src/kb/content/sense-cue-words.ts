/**
 * Word lists for the senses of word-senses.ts that are not the guides' (issue 10, rounds 32 and
 * 33): kept apart so that file stays readable. Tokens are the matcher's (folded, lower case,
 * English irregular forms reduced to their base form).
 */

/**
 * The English death verb's forms: the death guide's word, and a thing's breakdown after an
 * appliance (word-senses.ts, thing-deaths.ts); party-words.ts adds the nouns and French words.
 */
export const EN_DEATH_WORDS = ['die', 'died', 'dies', 'dead', 'dying'] as const;

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

/**
 * "back" after a verb of writing, calling or sending ("she wrote back", "he never called me back",
 * "keeps sending back my e-transfers"): an answer given or a payment returned, not a dwelling taken
 * back. The repossession guide's "landlord taking back the apartment" was half found on "landlord
 * … wrote back" and, with "take my rent", on "sending back" (dev-2, dev-16). Read before the other
 * senses, so that "take" with no "back" left near it is read as the ordinary verb too.
 */
export const BACK = new Set(['back']);
export const REPLYING = new Set(
  (
    'write writes writing send sends sending text texts texted texting email emails emailed ' +
    'emailing mail mails mailed message messages messaged call calls called calling reply replies ' +
    'replied answer answers answered'
  ).split(' '),
);

/**
 * "I own a triplex", "we own the building", "my own place": the asker owns, which says nothing of
 * a new owner (the sale guide's "new owner", found in half on "own": dev-7, dev-16).
 */
export const OWN = new Set(['own', 'owns']);
export const OWNERS = new Set('i we they he she you who my his her our their your'.split(' '));

/**
 * "built" and "old" that say nothing of a building's age: "i built a pergola", "an old building",
 * "my old address". The new-building guide's "newly built building" and "building less than
 * five years old" were found in half on them (dev-6: a cold flat in "an old building" led by the
 * new-building guide). An age in years ("3 years old", "a 75-year-old tenant") keeps "old".
 */
export const BUILT = new Set(['build', 'built', 'building']);
export const BUILDERS = new Set('i we he she they you'.split(' '));
export const OLD = new Set(['old']);
export const AGES = new Set('year years yr yrs month months'.split(' '));

/**
 * "take" with no "back", "over", "down", "off" or "out" ("take my place", "take my rent", "it took
 * months"): the repossession guide's "take back" found in half on an ordinary verb (dev-10,
 * dev-16); a relative or the landlord himself named near it ("take the unit for his son",
 * "taking my apartment for himself") keeps it, and so do the other guides' "take over a lease",
 * "take down a wall" and the plain vocabulary's "take it off the rent".
 */
export const TAKE = new Set(['take', 'takes', 'taking']);
export const TAKE_KEEPS = new Set(
  (
    'back over down off out son daughter mother father mom dad parents parent family brother ' +
    'sister wife husband spouse himself herself themselves myself'
  ).split(' '),
);

/**
 * "home" and « maison » with no "mobile", trailer or chassis near ("at home", « sa maison », « la
 * maison a 90 ans »): the asker's dwelling, not a mobile home. The mobile-home guide's "mobile
 * home" and « maison mobile » were found in half on them, and led answers about a door handle,
 * a tenant told "it's my house", graffiti cans and dialysis at home (dev-16, dev-19, dev-20). The
 * other guides' homes keep the word: a nursing or retirement home, a rooming house (« maison de
 * chambres »).
 */
export const HOME = new Set(['home', 'homes', 'maison', 'maisons']);
export const HOME_KEEPS = new Set(
  'mobile mobiles trailer trailers chassis roulotte roulottes nursing retirement retraite chambres rooming'.split(
    ' ',
  ),
);
