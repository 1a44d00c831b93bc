import { isWordInQuestion, readQuestionWords, type QuestionWords } from './match-words';

/**
 * Whether a phrase's words occur together in a question, not scattered over it: « bail écrit »
 * is not in « Mon bail c'est du 1er juillet … pis y'a une clause écrite à la main ». People put a
 * few words between a phrase's words ("increase the rent", "fee for every day rent is late"), not
 * a sentence.
 */

/** Words a phrase may have between or around its own, beyond its length. */
const SPAN_SLACK = 6;

export type SpanReader = ReturnType<typeof createSpanReader>;

/**
 * Reads a question's phrase spans; the question's tokens are read once, each phrase word's
 * positions once per question.
 */
export function createSpanReader(question: QuestionWords) {
  // The list holds the tokens, then each adjacent pair joined ("bed"+"bugs"): a pair is at its first.
  const single = Math.ceil(question.list.length / 2);
  const tokens = question.list.map((token) => readQuestionWords(token));
  const memo = new Map<string, number[]>();
  const findPositions = (word: string) => {
    const known = memo.get(word);
    if (known) return known;
    const positions: number[] = [];
    tokens.forEach((token, index) => {
      if (isWordInQuestion(word, token)) positions.push(index < single ? index : index - single);
    });
    memo.set(word, positions);
    return positions;
  };
  return {
    /** A phrase of n words is together when they all fall within n + slack tokens. */
    isTogether: (words: readonly string[], slack: number = SPAN_SLACK) =>
      words.length < 2 || measurePhraseSpan(words, findPositions) <= words.length + slack,
  };
}

/** The narrowest run of tokens holding every one of the words (Infinity when one is missing). */
function measurePhraseSpan(
  words: readonly string[],
  findPositions: (word: string) => number[],
): number {
  const hits = words
    .flatMap((word, index) => findPositions(word).map((at) => ({ at, index })))
    .sort((left, right) => left.at - right.at);
  const counts = new Map<number, number>();
  let best = Infinity;
  let start = 0;
  for (const hit of hits) {
    counts.set(hit.index, (counts.get(hit.index) ?? 0) + 1);
    while (counts.size === words.length) {
      const first = hits[start];
      if (!first) break;
      best = Math.min(best, hit.at - first.at + 1);
      const left = (counts.get(first.index) ?? 1) - 1;
      if (left === 0) counts.delete(first.index);
      else counts.set(first.index, left);
      start += 1;
    }
  }
  return best;
}
