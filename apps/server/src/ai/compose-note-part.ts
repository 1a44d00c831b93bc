import { isWordInQuestion, readQuestionWords, tokenize } from '../kb/content/match-words';
import { findCitedArticles } from '../kb/text/articles';
import type { AnswerInput } from './answer-types';
import { keepForExcludedLease } from './dwelling-only';
import { findLawSource, leadInNote } from './compose-lead-notes';
import { readShownNote } from './compose-law-section';

/**
 * The sentence of the deciding article's note that the question is about, when the Summary
 * cites that article for another of its rules. A guide's answer cites an article for the rule
 * the situation needs (art. 1971's frequent late payments), and its note is then left out of
 * the lead notes as already stated, while the question asks about another rule of the same
 * article (its "more than three weeks"). The note is reviewed and held to the article by the
 * grounding check, so a sentence of it states nothing the law does not.
 */

/**
 * `within`: the article is the asked questions' clear article or among search's first
 * `within`; `minShared`: the question words the sentence must share; `maxSaid`: above this share
 * of its words already in the Summary, the sentence adds nothing.
 */
export const NOTE_PART = { within: 1, minShared: 1, maxSaid: 0.6 } as const;

/**
 * Words of every lease situation: the parties, the lease, the rent, the dwelling, the Tribunal.
 * Nearly every note and question holds them, so sharing one says nothing about which rule of
 * the note the question asks about.
 */
const SITUATION_WORDS = new Set(
  (
    'tenant tenants landlord landlords lease leases rent rented renting dwelling property ' +
    'tribunal notice must that their they this with from have been which when where other ' +
    'locataire locataires locateur locateurs bail baux loyer logement tribunal avis doit peut ' +
    'lorsque leur elle dans pour avec sont cette celui'
  ).split(' '),
);

/** Words of a sentence that say what it is about (short words and numbers say little). */
function readContentWords(text: string): string[] {
  const words = tokenize(text).filter(
    (word) => word.length > 3 && !/^\d/.test(word) && !SITUATION_WORDS.has(word),
  );
  return [...new Set(words)];
}

/** A note's sentences: each states one rule (notes are written a rule per sentence). */
export function splitNoteSentences(note: string): string[] {
  return note
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function pickArticle(input: AnswerInput, said: string): string | undefined {
  const cited = new Set(findCitedArticles(said));
  const lead = new Set(input.leadArticles ?? []);
  const candidates = [
    input.clearArticle,
    ...(input.searchedArticles ?? []).slice(0, NOTE_PART.within),
  ];
  return candidates.find((article) => article && cited.has(article) && !lead.has(article));
}

export function composeNotePart(input: AnswerInput, said: string): string | undefined {
  const article = pickArticle(input, said);
  if (!article || !keepForExcludedLease(input, [article])) return undefined;
  const source = findLawSource(input.sources, article);
  const note = source ? readShownNote(source, input) : undefined;
  if (!note) return undefined;
  const question = readQuestionWords(input.question);
  const saidWords = new Set(readContentWords(said));
  // The sentence the question shares most words with; when the Summary already states it, the
  // question's rule is said and nothing is added (a sentence further down is another rule).
  let best: { sentence: string; shared: number; said: number } | undefined;
  for (const sentence of splitNoteSentences(note)) {
    const words = readContentWords(sentence);
    if (words.length === 0) continue;
    const shared = words.filter((word) => isWordInQuestion(word, question)).length;
    const said = words.filter((word) => saidWords.has(word)).length / words.length;
    if (!best || shared > best.shared) best = { sentence, shared, said };
  }
  if (!best || best.shared < NOTE_PART.minShared || best.said > NOTE_PART.maxSaid) return undefined;
  return leadInNote(article, best.sentence, input.lang);
}
