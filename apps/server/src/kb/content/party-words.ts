import { EN_DEATH_WORDS } from './sense-cue-words';

/**
 * Words that say who is in the question, not what happens to them: the parties of a lease
 * ("landlord", « proprio », « locataire »), what a party wants or says ("wants", « veut », « dit »)
 * and the "new" that names the buyer ("new owner", « nouveau locateur »). A concept phrase made of
 * them only ("new owner") names a party, and counts half: "new owner keeps knocking at night"
 * is about what the new owner does (issue 10, round 37). Found in part, such phrases still count
 * in full: measured, halving them too lost more answers than it gained (« la proprio reprenait le
 * logement », whose verb the matcher does not read, had the repossession guide through them).
 *
 * Tokens are the matcher's (folded, English irregular forms reduced to their base form).
 */
const PARTIES = new Set(
  (
    'landlord landlords landlady landladies owner owners lessor lessors tenant tenants lessee ' +
    'lessees proprio proprios proprietaire proprietaires locateur locateurs locatrice locatrices ' +
    'locataire locataires'
  ).split(' '),
);
/** What a party wants or says: "the owner wants to move in" is the verb after it. */
const STANCES = new Set(
  (
    'want wants wanted wanting say says said tell tells told ' +
    'veut veux veulent vouloir voulait voudrait dit dis disent dire'
  ).split(' '),
);
/** The buyer is "the new owner": "new" names the party, not the situation. */
const PARTY_MODIFIERS = new Set(['new', 'nouveau', 'nouvelle', 'nouvel', 'nouveaux']);

/** Whether a concept word only says who is named (a party, what it wants, a new owner). */
export function isPartyWord(word: string): boolean {
  return PARTIES.has(word) || STANCES.has(word) || PARTY_MODIFIERS.has(word);
}

/** Whether a phrase's words name only a party ("new owner", « nouveau locateur »). */
export function namesOnlyParty(words: readonly string[]): boolean {
  return words.length > 0 && words.every(isPartyWord);
}

/**
 * A death, in the words of the guides' phrases and of questions ("tenant died", « locataire
 * décédé », "she passed"). A death phrase found in part in a question that says no death is
 * another situation: "I lived with the tenant who died" is three words of four of "I lived with
 * my girlfriend, the tenant, who left", where living together ends (art. 1938's other case), and
 * the death guide led (issue 10, round 37).
 */
const DEATHS = new Set([
  ...EN_DEATH_WORDS,
  ...'death deceased passed away deces decede decedee decedes mort morte morts mortes mourir'.split(
    ' ',
  ),
]);

/** Whether a word says a death. */
export function isDeathWord(word: string): boolean {
  return DEATHS.has(word);
}
