import type { SituationGuide } from './content-schema';
import {
  conceptWords,
  isQuantityWord,
  NEGATION,
  isNegatedPhrase,
  isWordInQuestion,
  listStemKeys,
  type QuestionWords,
} from './match-words';
import { isDeathWord, namesOnlyParty } from './party-words';
import type { SpanReader } from './phrase-span';

/**
 * How much of each guide's concept phrases a question says (the guide matcher's word score): a
 * phrase matches when all its content words occur together in the question, in part when at
 * least half do; rare words (named by few guides) weigh more than words every guide uses.
 */

/** What a word named by one guide only is worth; a word every guide names is worth much less. */
const RARE_WORD_WEIGHT = 3;
/** Further matched phrases add a share of their weight: many weak hits do not beat one strong. */
const EXTRA_PHRASE_SHARE = 0.35;
/** What a phrase found only in part (at least half its words) is worth. */
const PARTIAL_SHARE = 0.5;
/**
 * What a phrase that only names a party ("new owner", « nouveau locateur ») is worth: who is named
 * weighs less than what happens to them (party-words.ts).
 */
const PARTY_SHARE = 0.5;

/** `unique`: the phrase's words without repeats (a word it says twice counts once). */
type Phrase = {
  text: string;
  words: string[];
  unique: string[];
  joined?: boolean;
  /** The phrase says "no" without keeping it as a word ("tenant not paying rent"). */
  negated?: boolean;
};
export type IndexedGuide<G> = { guide: G; phrases: Phrase[] };
type PhraseHit = { text: string; weight: number; translated: boolean };

/**
 * A phrase's words without repeats, one per stem: "newly built building" says "build" twice
 * ("built" is read as "build"), and one "building" of a question found two thirds of it (round 26:
 * the new-building guide led 17 development answers on "building" alone).
 */
function uniqueByStem(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const keys = listStemKeys(word);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/**
 * Of the phrase hits that need the vocabulary's translated words, only the best counts: one word
 * of the question ("visit", "floor", "kids") becomes all the French words of a concept (« accès
 * au logement ; visite ; vérifier l'état du logement ; préavis de 24 heures »), which would
 * otherwise match four of one guide's phrases and outweigh the question's own words (dev-10: an
 * oven and windows that don't work, led by the access guide at 19 for "when you visited").
 * Hits are sorted best first.
 */
function keepBestTranslatedHit<H extends { translated: boolean }>(hits: readonly H[]): H[] {
  const first = hits.findIndex((hit) => hit.translated);
  return hits.filter((hit, index) => !hit.translated || index === first);
}

export function createPhraseScorer<G extends SituationGuide>(guides: readonly G[]) {
  const indexed: IndexedGuide<G>[] = guides.map((guide) => ({
    guide,
    phrases: (['en', 'fr'] as const)
      .flatMap((lang) =>
        guide.appliesTo.concepts[lang].map((text) => {
          const words = conceptWords(text, lang);
          const negated = !words.includes(NEGATION) && isNegatedPhrase(text, lang);
          return { text, words, unique: uniqueByStem(words), negated };
        }),
      )
      .filter((phrase) => phrase.words.length > 0)
      // "bed bugs" is also written "bedbugs".
      .flatMap((phrase) => {
        if (phrase.words.length !== 2 || phrase.words.includes(NEGATION)) return [phrase];
        const joined = [phrase.words.join('')];
        return [phrase, { ...phrase, words: joined, unique: joined, joined: true }];
      }),
  }));
  // How many guides name each word: the fewer, the more the word says about a situation.
  const guideCount = new Map<string, number>();
  for (const entry of indexed) {
    for (const word of new Set(entry.phrases.flatMap((phrase) => phrase.words))) {
      guideCount.set(word, (guideCount.get(word) ?? 0) + 1);
    }
  }
  const total = Math.max(1, indexed.length);
  const weightOf = (word: string) =>
    (RARE_WORD_WEIGHT * Math.log(1 + total / (guideCount.get(word) ?? 1))) / Math.log(1 + total);

  function scorePhrases(
    entry: IndexedGuide<G>,
    question: QuestionWords,
    spans: SpanReader,
    own: QuestionWords,
  ) {
    const hits: PhraseHit[] = [];
    // A long phrase's "no" is not required (people say "stopped paying"), but a question that
    // says no "no" at all finds such a phrase only in part: "my tenant pays rent" is every word
    // of "tenant not paying rent", "give me a chance … lease" of "landlord didn't give me the
    // lease" (session 23).
    const saysNo = isWordInQuestion(NEGATION, question);
    const saysDeath = question.list.some(isDeathWord);
    for (const phrase of entry.phrases) {
      // A joined compound must be the question's own word, not the start of a longer one.
      const isFound = (word: string, words: QuestionWords) =>
        phrase.joined
          ? listStemKeys(word).some((key) => words.stems.has(key))
          : isWordInQuestion(word, words);
      const found = phrase.unique.filter((word) => isFound(word, question));
      if (found.length === 0) continue;
      // A phrase's "no" qualifies its word, it adds no weight of its own.
      const weight = found.reduce(
        (sum, word) => (word === NEGATION ? sum : sum + weightOf(word)),
        0,
      );
      // A phrase whose words are scattered over the question (« bail » … « écrite » a sentence
      // later) is not the phrase.
      const whole =
        found.length === phrase.unique.length && (phrase.joined || spans.isTogether(phrase.words));
      const translated = own !== question && found.some((word) => !isFound(word, own));
      if (whole) {
        const share =
          (phrase.negated && !saysNo ? PARTIAL_SHARE : 1) *
          (namesOnlyParty(phrase.unique) ? PARTY_SHARE : 1);
        hits.push({ text: phrase.text, weight: share * weight, translated });
      }
      // Most of a longer phrase ("dépôt" of « dépôt de garantie ») counts for part of it; a
      // number or a length of time found alone says nothing of the situation ("a 12 month
      // lease" is not "a lease longer than 12 months", « là depuis 3 ans » not « 10 ans »), nor a
      // "no" found alone. A death phrase in a question that says no death is none ("I lived with
      // the tenant who died" is most of "I lived with the tenant, who left", party-words.ts).
      else if (found.length * 2 >= phrase.unique.length && phrase.words.length >= 2) {
        const situation = found.filter((word) => !isQuantityWord(word) && word !== NEGATION);
        const partWeight = situation.reduce((sum, word) => sum + weightOf(word), 0);
        const missesDeath = !saysDeath && phrase.unique.some(isDeathWord);
        if (situation.length > 0 && !missesDeath)
          hits.push({
            text: phrase.text,
            weight: PARTIAL_SHARE * partWeight,
            translated,
          });
      }
    }
    hits.sort((left, right) => right.weight - left.weight);
    const kept = keepBestTranslatedHit(hits);
    const [best, ...rest] = kept;
    const score = best
      ? best.weight + EXTRA_PHRASE_SHARE * rest.reduce((sum, hit) => sum + hit.weight, 0)
      : 0;
    return { score, matched: kept.map((hit) => hit.text) };
  }

  return { indexed, scorePhrases };
}
