/** The word lists of the key-fact match (match-fact.ts): what it skips, maps or reads alike. */

export type Lang = 'en' | 'fr';

/** "doesn't" reaches here as "doesn t". */
export const EN_NEGATABLE: Record<string, string> = {
  can: 'can',
  won: 'will',
  don: 'do',
  doesn: 'does',
  didn: 'did',
  isn: 'is',
  aren: 'are',
  wasn: 'was',
  weren: 'were',
  hasn: 'has',
  haven: 'have',
  hadn: 'had',
  shouldn: 'should',
  wouldn: 'would',
  couldn: 'could',
  mustn: 'must',
  needn: 'need',
};

/**
 * Possessives and personal pronouns, by class: a fact left with one word once they are skipped
 * ("your fault", "keep it") is matched with each of them read as its class, so "their fault"
 * states "your fault" and "keep them" states "keep it", but "keep your deposit" does not state
 * "keep it".
 */
export const PRONOUN_CLASS: Record<Lang, Record<string, string>> = {
  en: {
    ...Object.fromEntries(
      'his their theirs your yours its my our hers'.split(' ').map((w) => [w, '_poss']),
    ),
    ...Object.fromEntries(
      'he she they you it we i him them me us'.split(' ').map((w) => [w, '_pers']),
    ),
  },
  fr: {
    ...Object.fromEntries(
      'son sa ses leur leurs votre vos ton ta tes mon ma mes notre nos'
        .split(' ')
        .map((w) => [w, '_poss']),
    ),
    ...Object.fromEntries(
      'il elle ils elles vous tu je j on nous lui'.split(' ').map((w) => [w, '_pers']),
    ),
  },
};

/**
 * Words that carry no fact of their own: articles, possessives and personal pronouns (« y » too,
 * and "her", which is either), and the connective "however" (« toutefois », « cependant »):
 * "cannot, however, cancel" states "cannot cancel".
 */
export const SKIPPED: Record<Lang, ReadonlySet<string>> = {
  en: new Set([
    ...'the a an this that these those her s however'.split(' '),
    ...Object.keys(PRONOUN_CLASS.en),
  ]),
  fr: new Set([
    ...'le la les l ce cet cette ces y toutefois cependant'.split(' '),
    ...Object.keys(PRONOUN_CLASS.fr),
  ]),
};

/**
 * An adverb of manner set inside a phrase ("does not automatically end the lease") leaves the
 * phrase stated around it; the answer is also read without such adverbs. Words ending in "-ly"
 * that carry a fact of their own, or are not adverbs, are kept.
 */
export const EN_KEPT_LY = new Set(
  'only early family apply reply supply monthly weekly yearly daily hourly quarterly likely unlikely rely july italy assembly ally fly elderly timely costly friendly orderly holy ugly comply imply multiply'.split(
    ' ',
  ),
);
export const EN_ADVERB = /^[a-z]{3,}ly$/;

/**
 * A party named as the possessor ("the tenant's choice") says what a possessive does ("your
 * choice"); the answer is also read without it, so a fact naming the party still needs the party.
 */
export const EN_PARTY_POSSESSOR = /^(tenant|landlord|lessor|lessee|owner|subtenant)$/;

/** French contractions of « de » and « à » with the article, and the elided words. */
export const FR_WORDS: Record<string, string> = {
  du: 'de',
  des: 'de',
  d: 'de',
  au: 'a',
  aux: 'a',
  n: 'ne',
  qu: 'que',
  s: 'se',
  m: 'me',
  t: 'te',
  c: 'ce',
};

/**
 * English verbs the suffix stripper cannot reach ("does" and "do", "has" and "have"), and "may"
 * read as "can": a person "can" do what the law says they "may" do, and "may not" what they
 * "cannot".
 */
export const EN_LEMMAS: Record<string, string> = {
  does: 'do',
  did: 'do',
  done: 'do',
  has: 'have',
  had: 'have',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  been: 'be',
  may: 'can',
  could: 'can',
  // Irregular pasts and participles the suffix stripper cannot reach: "took" is "taking".
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  paid: 'pay',
  made: 'make',
  sent: 'send',
  sold: 'sell',
  told: 'tell',
  kept: 'keep',
  brought: 'bring',
  bought: 'buy',
  found: 'find',
  held: 'hold',
  got: 'get',
  gotten: 'get',
  went: 'go',
  gone: 'go',
  knew: 'know',
  known: 'know',
  wrote: 'write',
  written: 'write',
  chose: 'choose',
  chosen: 'choose',
  broke: 'break',
  broken: 'break',
  began: 'begin',
  begun: 'begin',
  shown: 'show',
  proven: 'prove',
  // "agreed" would lose its double "e" and no longer read as "agree".
  agreed: 'agree',
  agrees: 'agree',
  agreeing: 'agree',
  died: 'die',
  dies: 'die',
  dying: 'die',
};

/**
 * "a month" and "one month" are the same delay: the scorer reads "one" as "1" (match-text.ts) and
 * drops the article "a", so before a unit of time the article is read as the number.
 */
export const EN_TIME_UNIT = /^(hour|day|week|month|year)s?$/;

/**
 * A past participle after "have": "deemed to have accepted" states what "deemed to accept" does,
 * so the auxiliary is skipped (the suffix stripper then reads "accepted" as "accept").
 */
export const EN_HAVE = /^(have|has|had)$/;
export const EN_PARTICIPLE =
  /^(\w+ed|paid|made|left|sent|sold|told|got|done|been|seen|taken|given|written|chosen|broken|known|shown|proven|gotten)$/;

/**
 * Everyday words for one thing in a lease dispute, read as one word after stemming: a tenant
 * who "subleases" "sublets", "terminating", "cancelling" or "resiliating" a lease "ends" it,
 * "replying" or "responding" to a notice "answers" it, a "deadline" is the law's "delay", "informing" the landlord is "telling" him, "consenting" is
 * "agreeing",
 * "forbidding" is "prohibiting", "entry" is "access", "another" is an "other", "longer than
 * a year" is "more than a year", and the "apartment" or "unit" is the "dwelling". Only words a
 * reader takes for one another in a lease question: near meanings ("withhold" and "deduct",
 * "authorized" and "approved") stay apart.
 */
export const EN_SAME_STEM: Record<string, string> = {
  subleas: 'sublet',
  sublett: 'sublet',
  terminat: 'end',
  cancel: 'end',
  cancell: 'end',
  resiliat: 'end',
  reply: 'answer',
  repli: 'answer',
  respond: 'answer',
  respons: 'answer',
  deadlin: 'delay',
  forbid: 'prohibit',
  forbidden: 'prohibit',
  forbidd: 'prohibit',
  entry: 'access',
  apartment: 'dwell',
  unit: 'dwell',
  another: 'other',
  longer: 'mor',
  inform: 'tell',
  consent: 'agre',
  // Reflexives by class, as the possessives are: "live there himself" is "live there yourself".
  ...Object.fromEntries(
    'himself herself themself themselv yourself yourselv itself myself ourselv'
      .split(' ')
      .map((stem) => [stem, 'self']),
  ),
};
