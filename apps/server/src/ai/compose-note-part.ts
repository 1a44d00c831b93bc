import { tokenize } from '../kb/content/match-words';
import { findCitedArticles } from '../kb/text/articles';
import type { AnswerInput } from './answer-types';
import { keepForExcludedLease } from './dwelling-only';
import { findLawSource, leadInNote } from './compose-lead-notes';
import { readShownNote } from './compose-law-section';

/**
 * The deciding article's note, less what the Summary already says, when the Summary cites that
 * article only in a guide's words. A guide's answer cites an article for the rule the situation
 * needs (art. 1971's frequent late payments), and its note is then left out of the lead notes as
 * already stated, while the question asks about another rule of the same article (its "more
 * than three weeks"), or the guide says the same rule without the article's operative words. The
 * note is reviewed and held to the article by the grounding check, so a sentence of it states
 * nothing the law does not.
 */

/**
 * `within`: the article is the asked questions' clear article or among search's first `within`;
 * `maxChars`: the most of the note the Summary states (800: the same answers pass as with the
 * whole note over the seventeen development sets; 600 passes one fewer, 400 three fewer).
 */
export const NOTE_PART = { within: 1, maxChars: 800 } as const;

/**
 * Words of every lease situation: the parties, the lease, the rent, the dwelling, the Tribunal.
 * Nearly every note and Summary holds them, so holding one says nothing about whether a
 * sentence's rule is already said.
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
  return article ? composeArticleNote(input, article, said) : undefined;
}

/** An article's shown note as a Summary part, less the sentences `said` already holds. */
export function composeArticleNote(
  input: AnswerInput,
  article: string,
  said: string,
): string | undefined {
  if (!keepForExcludedLease(input, [article])) return undefined;
  const source = findLawSource(input.sources, article);
  const note = source ? readShownNote(source, input) : undefined;
  if (!note) return undefined;
  const kept = keepUnsaidSentences(note, said);
  return kept ? leadInNote(article, kept, input.lang) : undefined;
}

/**
 * Every sentence of the note that holds a word the Summary does not: the guide's own words for
 * the article often leave out the note's (art. 1940's "no right to stay in the dwelling", art.
 * 1992's "does not have to answer"), and which of its rules the question is about cannot be
 * told from the question's words (a casual question shares none with the article). A sentence
 * whose every word the Summary already holds says nothing new and is left out. A long note (art.
 * 1974's four cases and their notice) is stated up to NOTE_PART.maxChars, in its own order: the Summary
 * stays readable, and the law section gives the note whole.
 */
function keepUnsaidSentences(note: string, said: string): string | undefined {
  const saidWords = new Set(readContentWords(said));
  const unsaid = splitNoteSentences(note).filter((sentence) =>
    readContentWords(sentence).some((word) => !saidWords.has(word)),
  );
  const kept: string[] = [];
  for (const sentence of unsaid) {
    if (kept.length === 0 || [...kept, sentence].join(' ').length <= NOTE_PART.maxChars) {
      kept.push(sentence);
    }
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}
