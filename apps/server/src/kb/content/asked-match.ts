import type { AskedQuestions } from './asked-questions';
import { stemWord, tokenize } from './match-words';

/**
 * The articles whose asked questions (asked/*.json: what people type when that article answers
 * them) are closest to a question. The guides' concept phrases name a situation in a few words;
 * the asked questions say it the many ways people do, per article, so they tell which article
 * (and so which guide) a question is about when the phrases only partly match.
 */

/** Words of any question that say nothing about its situation, in either language. */
const GENERIC = new Set(
  (
    'a an the of to in on at for by with from my your his her their our is are be been was it ' +
    'this that and or not no me i we you he she they do does did can could may must should will ' +
    'would has have had what how when why who if so just like get got im its dont cant there ' +
    'le la les l un une des de du d au aux en et ou ne pas mon ma mes son sa ses notre votre ' +
    'leur leurs je j tu il elle nous vous ils elles on est sont ai avez ont que qu qui se s y ce ' +
    'c cet cette par pour sur dans avec plus peut peux faire fait quoi est-ce tu-peux pis ca'
  ).split(' '),
);

/**
 * An article's likeness is the sum of its three closest questions': one question close by chance
 * says less than several (measured alone on the eight development sets, the decisive article
 * ranked first for .57–.71 of questions against .49–.63 with the closest one only).
 */
const CLOSEST_QUESTIONS = 3;
/** How many articles a question is held against: the close ones, not the whole chapter. */
export const ASKED_DEPTH = 10;

function readStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((word) => word.length > 2 && !GENERIC.has(word))
      .map(stemWord),
  );
}

type Entry = { article: string; stems: Set<string>; norm: number };

export type AskedMatcher = {
  /** Articles by their closest asked questions' likeness to the question, best first. */
  rankArticles: (question: string) => string[];
  /**
   * The first article when its likeness clearly leads the second's: then it is the article that
   * decides the question for 96% of the development sets' questions (a quarter of them), against
   * 65% for the first article whatever the margin.
   */
  findClearArticle: (question: string) => string | undefined;
  /** A word of any situation (the parties, the lease): in more than 9% of the asked questions. */
  isCommonWord: (word: string) => boolean;
  /** The close articles with their likeness, best first (`rankArticles` with its scores). */
  rankLikeness: (question: string) => ArticleLikeness[];
};

/** An article and how close its asked questions are to a question. */
export type ArticleLikeness = { article: string; likeness: number };

/** The first article's likeness over the second's from which it is the clear answer. */
const CLEAR_MARGIN = 1.5;
/** Above this share of the asked questions, a word names no situation in particular. */
const COMMON_SHARE = 0.09;
/** Questions whose likeness was scored recently (search and the answer read the same one). */
const SCORE_MEMO_SIZE = 16;

export function createAskedMatcher(asked: ReadonlyMap<string, AskedQuestions>): AskedMatcher {
  const entries: Array<{ article: string; stems: Set<string> }> = [];
  for (const [article, questions] of asked) {
    for (const text of [...questions.en, ...questions.fr]) {
      entries.push({ article, stems: readStems(text) });
    }
  }
  const count = new Map<string, number>();
  for (const { stems } of entries) {
    for (const stem of stems) count.set(stem, (count.get(stem) ?? 0) + 1);
  }
  const total = Math.max(1, entries.length);
  const weightOf = (stem: string) => Math.log(1 + total / (count.get(stem) ?? total));
  const postings = new Map<string, number[]>();
  const indexed: Entry[] = entries.map(({ article, stems }, index) => {
    let norm = 0;
    for (const stem of stems) {
      norm += weightOf(stem) ** 2;
      const list = postings.get(stem) ?? [];
      list.push(index);
      postings.set(stem, list);
    }
    return { article, stems, norm: Math.sqrt(norm) };
  });

  function rankArticles(question: string): string[] {
    return scoreArticles(question).map(([article]) => article);
  }

  function findClearArticle(question: string): string | undefined {
    const [first, second] = scoreArticles(question);
    if (!first) return undefined;
    return !second || first[1] >= CLEAR_MARGIN * second[1] ? first[0] : undefined;
  }

  // Search asks for the clear article and the first one of the same question: scored once.
  const memo = new Map<string, Array<[string, number]>>();
  function scoreArticles(question: string): Array<[string, number]> {
    const known = memo.get(question);
    if (known) return known;
    const scored = scoreUncached(question);
    if (memo.size >= SCORE_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(question, scored);
    return scored;
  }

  function scoreUncached(question: string): Array<[string, number]> {
    const stems = [...readStems(question)].filter((stem) => postings.has(stem));
    const norm = Math.sqrt(stems.reduce((sum, stem) => sum + weightOf(stem) ** 2, 0));
    if (norm === 0) return [];
    const dots = new Map<number, number>();
    for (const stem of stems) {
      const weight = weightOf(stem) ** 2;
      for (const index of postings.get(stem) ?? [])
        dots.set(index, (dots.get(index) ?? 0) + weight);
    }
    const all = new Map<string, number[]>();
    for (const [index, dot] of dots) {
      const entry = indexed[index] as Entry;
      const likeness = dot / (norm * entry.norm);
      const list = all.get(entry.article) ?? [];
      list.push(likeness);
      all.set(entry.article, list);
    }
    const best = new Map<string, number>();
    for (const [article, list] of all) {
      list.sort((a, b) => b - a);
      best.set(
        article,
        list.slice(0, CLOSEST_QUESTIONS).reduce((s, x) => s + x, 0),
      );
    }
    return [...best]
      .sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]))
      .slice(0, ASKED_DEPTH);
  }

  const isCommonWord = (word: string) =>
    GENERIC.has(word) || (count.get(stemWord(word)) ?? 0) > COMMON_SHARE * total;

  const rankLikeness = (question: string): ArticleLikeness[] =>
    scoreArticles(question).map(([article, likeness]) => ({ article, likeness }));

  return { rankArticles, findClearArticle, isCommonWord, rankLikeness };
}
