import { foldAccents } from '../../lib/fold-accents';
import { toBaseForm } from '../text/english-irregulars';
import { readWordSenses } from './word-senses';

/**
 * How the guide matcher reads words: accents and case folded, a few endings stripped, a word
 * found when it has the same stem as a question word or one is the start of the other.
 */

/** A word may carry this many extra letters and still match ("enter" → "entering", not "faut" → « fauteuil »). */
const SUFFIX_SLACK = 3;
const MIN_PREFIX_LENGTH = 4;

/**
 * Words that say nothing about a situation, per language ("son" is a word in English only). The
 * elided « me », « ne », « te » fold to "m", "n", "t": as words, the "m" of « ne m'a pas remis le
 * bail » met every « m'avait » and, with « bail », made half the phrase (issue 10, round 24).
 */
const STOP_WORDS = {
  en: new Set(
    (
      'a an the of to in on at for by with from my your his her their our is are be been was it ' +
      'this that and or not no me i we you he she they do does did can could may must should will ' +
      'would has have had s'
    ).split(' '),
  ),
  fr: new Set(
    (
      'le la les l un une des de du d au aux a en et ou ne pas mon ma mes ton ta tes son sa ses ' +
      'notre votre leur leurs je j tu il elle nous vous ils elles on est sont etre ai as avez ont ' +
      'que qu qui se s y ce c cet cette par pour sur dans avec plus m n t'
    ).split(' '),
  ),
};
export function tokenize(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(toBaseForm);
}

export function contentWords(phrase: string, lang: 'en' | 'fr'): string[] {
  return tokenize(phrase).filter((word) => !STOP_WORDS[lang].has(word));
}

/**
 * A concept phrase's negation is part of its sense: "no lease" is not "lease", « pas de
 * chauffage » not « chauffage », "no heat" not a water heater. The stop words drop "no", "not",
 * « pas » and « ne », so "no lease" matched, whole, every question that says "lease" (issue 10,
 * round 22, matcher17). In a concept phrase they are kept as one word, `NEGATION`, which any way
 * of saying no in the question meets ("don't", "never", "without", « pas », « aucun »).
 */
export const NEGATION = '~not';
const PHRASE_NEGATIONS = {
  en: new Set(['no', 'not', 'never']),
  fr: new Set(['ne', 'n', 'pas', 'aucun', 'aucune', 'jamais']),
};
/** "won't", "can't", "didn't" fold to "won", "t": the "t" is the phrase's "not". */
const CONTRACTED_NOT = 't';
/** The "won" of "won't" ("will not"), read apart from a case won (word-senses.ts). */
export const WONT = 'wont';
/** Every way of saying no, read in the question (folded tokens: "don't" gives "don", "t"). */
const QUESTION_NEGATIONS = new Set(
  'no not never t nothing none without pas ne n aucun aucune jamais sans rien'.split(' '),
);

/** Whether a concept phrase says "no" ("tenant not paying rent"), kept in its words or not. */
export function isNegatedPhrase(phrase: string, lang: 'en' | 'fr'): boolean {
  return tokenize(phrase).some(
    (word) => PHRASE_NEGATIONS[lang].has(word) || (lang === 'en' && word === CONTRACTED_NOT),
  );
}

/**
 * A concept phrase's content words; a phrase left with one word without its negation keeps it as
 * `NEGATION` ("no lease", « pas d'enfants »). A longer phrase says its situation with its other
 * words ("tenant not paying rent" is "tenant stopped paying rent" too): measured, requiring the
 * negation there lost right guides.
 */
export function conceptWords(phrase: string, lang: 'en' | 'fr'): string[] {
  // The contracted "not" is the phrase's negation, not a word of its situation: as a word, the
  // "t" of "I can't pay my rent" met every "don't" and, with "rent", made half the phrase
  // (issue 10, round 24).
  // "won't" is "will not": its "won" is read as "wont", as in the question (word-senses.ts), so
  // "landlord won't fix" is not half of "won at the TAL".
  const words = contentWords(phrase, lang)
    .map((word, index, all) =>
      lang === 'en' && word === 'won' && all[index + 1] === 't' ? WONT : word,
    )
    .map((word) => (lang === 'en' && word === CONTRACTED_NOT ? NEGATION : word));
  const negated = tokenize(phrase).some((word) => PHRASE_NEGATIONS[lang].has(word));
  return negated && words.length === 1 ? [NEGATION, ...words] : words;
}

/** Endings stripped so "taking"/"take", "evicted"/"eviction", « locataires »/« locataire » meet. */
const SUFFIXES = [
  'ements', 'ement', 'ations', 'ation', 'ments', 'ment', 'ions', 'ion', 'ings', 'ing',
  'ers', 'er', 'ies', 'ied', 'es', 'ed', 'ee', 's', 'e', 'x',
]; // prettier-ignore
const MIN_STEM = 3;

/** English doubles a final consonant before -ing/-ed ("subletting", "stopped"), except l, s, z. */
const DOUBLING_SUFFIXES = new Set(['ings', 'ing', 'ed']);
const DOUBLED_CONSONANT = /([b-df-hj-kmnp-rtv-y])\1$/;

export function stemWord(word: string): string {
  if (word.length <= MIN_STEM || /^\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) {
      const stem = word.slice(0, -suffix.length);
      return DOUBLING_SUFFIXES.has(suffix) && stem.length > MIN_STEM + 1
        ? stem.replace(DOUBLED_CONSONANT, '$1')
        : stem;
    }
  }
  return word;
}

/**
 * The keys a word is compared by. A stem of three letters is ambiguous: "bugs" → "bug" is the
 * word "bug", but "care" → "car" is not the word "car". A stem made by dropping a final "e" only
 * meets other derived stems ("care"/"caring", "take"/"taking"), never the bare short word.
 */
export function listStemKeys(word: string): string[] {
  const stem = stemWord(word);
  if (stem.length > MIN_STEM || stem === word) return [stem];
  if (word === `${stem}e`) return [`~${stem}`];
  return [stem, `~${stem}`];
}

/** The question's words, read once per question: raw, stemmed, and a memo of concept words. */
export type QuestionWords = {
  /** The question's words as written, then each two adjacent words joined. */
  list: string[];
  /** The question's words as written, without the joined pairs. */
  single: string[];
  raw: Set<string>;
  stems: Set<string>;
  memo: Map<string, boolean>;
};

export function readQuestionWords(question: string): QuestionWords {
  // A word in another sense than the guides' ("my late mom", a furnace that died) is not theirs.
  const tokens = readWordSenses(tokenize(question));
  // "bedbugs" is "bed bugs" written as one word: adjacent words are also tried joined.
  const list = [...tokens, ...tokens.slice(1).map((word, index) => `${tokens[index]}${word}`)];
  return {
    list,
    single: tokens,
    raw: new Set(list),
    stems: new Set(list.flatMap(listStemKeys)),
    memo: new Map(),
  };
}

/**
 * Same stem ("taking"/"take"), or one word is the start of the other ("enter"/"entering",
 * "repossess"/"repossession"); a short word must match exactly.
 */
export function isWordInQuestion(word: string, question: QuestionWords): boolean {
  const known = question.memo.get(word);
  if (known !== undefined) return known;
  if (word === NEGATION) {
    const said = [...QUESTION_NEGATIONS].some((negation) => question.raw.has(negation));
    question.memo.set(word, said);
    return said;
  }
  // Two words joined ("bed"+"bugs") are a compound written apart, met whole or by its stem; as
  // the start of a longer word they met words never said: « c'est à » joined is "esta", the start
  // of "estate" (the death guide's word led a question about a loose cupboard handle).
  const found =
    question.raw.has(word) ||
    listStemKeys(word).some((key) => question.stems.has(key)) ||
    question.single.some((other) => {
      const [shorter, longer] = word.length <= other.length ? [word, other] : [other, word];
      return (
        shorter.length >= MIN_PREFIX_LENGTH &&
        longer.length - shorter.length <= SUFFIX_SLACK &&
        longer.startsWith(shorter)
      );
    });
  question.memo.set(word, found);
  return found;
}

/**
 * The guides' trigger phrases are read once, not per question: they change only with the
 * content, so the memo stays as small as the guides (bounded all the same).
 */
const PHRASE_MEMO_LIMIT = 20_000;
const phraseWords = new Map<string, readonly string[]>();

function readPhraseWords(phrase: string, lang: 'en' | 'fr'): readonly string[] {
  const key = `${lang}|${phrase}`;
  let words = phraseWords.get(key);
  if (!words) {
    if (phraseWords.size >= PHRASE_MEMO_LIMIT) phraseWords.clear();
    words = contentWords(phrase, lang);
    phraseWords.set(key, words);
  }
  return words;
}

/**
 * Whether a phrase is in a question by the guides' own word matching: every content word of the
 * phrase occurs (same stem, or one is the start of the other). Read once per question.
 */
export function createPhraseFinder(question: string | QuestionWords) {
  // The matcher passes the words it already read (and their memo) instead of the text.
  const words = typeof question === 'string' ? readQuestionWords(question) : question;
  return (phrase: string, lang: 'en' | 'fr'): number => {
    const content = readPhraseWords(phrase, lang);
    if (content.length === 0) return 0;
    return content.every((word) => isWordInQuestion(word, words)) ? content.length : 0;
  };
}

/** A number or a length of time (tokens are folded: « années » is "annees"). */
const QUANTITY_WORD =
  /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|un|une|deux|trois|quatre|cinq|dix|douze|hours?|days?|weeks?|months?|years?|heures?|jours?|semaines?|mois|ans?|annees?)$/;
export function isQuantityWord(word: string) {
  return QUANTITY_WORD.test(word);
}
