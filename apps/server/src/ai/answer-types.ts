import type { ArticleLikeness } from '../kb/content/asked-match';
import type { ExcludedSituation, Source, StatedAnswers } from '@lexlogis/contracts';
import type { GuideRule, SituationGuide } from '../kb/content/content-schema';

/** Shared types of the answer pipeline; no logic here so every module can import it cheaply. */

export type AnswerLang = 'en' | 'fr';

/** One earlier question and its answer in the same conversation, oldest first. */
export type HistoryTurn = { question: string; answer: string };

/** How many earlier turns an answer sees: the stream reads this many, the prompt sends as many. */
export const HISTORY_TURNS = 4;

/**
 * A situation art. 1892 para. 3 C.c.Q. excludes from the dwelling-lease rules. Structurally
 * the knowledge base's KbExcludedSituation, so its search result can be passed as is.
 */
export type ExcludedSituationNote = {
  /** Art. 1892 para. 3's case, or a lease of a thing that is not a dwelling at all. */
  situation: Exclude<ExcludedSituation, 'none'> | 'not-a-dwelling';
  /** questionnaire: the user said so; question: words of the question suggest it. */
  origin: 'questionnaire' | 'question';
  /** The numbered paragraph of art. 1892 para. 3 ("1°" … "5°"), when known. */
  paragraph?: string;
  /** The words of the question that suggested it. */
  matched?: string;
  /**
   * A not-a-dwelling lease read from the words: true for a movable's (a car, a trailer), false
   * for an immovable's (a garage, land, premises), which is a lease of arts. 1851–1891 the
   * question-scope check must not decline.
   */
  movable?: boolean;
};

/** Everything a model gets to write one answer. */
export type AnswerInput = {
  question: string;
  lang: AnswerLang;
  /** Numbered [1]…[n] in this order for real models; the only things an answer may cite. */
  sources: Source[];
  history: HistoryTurn[];
  /** Only what the user answered: a skipped questionnaire's defaults are not facts. */
  questionnaire?: StatedAnswers | null;
  excludedSituation?: ExcludedSituationNote | null;
  /** "Today" for deadline arithmetic; injected so answers are reproducible in tests. */
  now: Date;
  /** Situation guides the question confidently matches, best first (none: answer from sources). */
  guides?: AnswerGuide[];
  /** The articles search found for the question, best first (before the guides reorder them). */
  searchedArticles?: string[];
  /** Forms of the asker resting on the article the question turns on, beyond the guides' own. */
  articleForms?: string[];
  /**
   * Search's best articles that no chosen guide states, each among the sources: the Summary
   * states their notes (`lead-articles.ts`), and remote models get them as grounding.
   */
  leadArticles?: string[];
  /** The article whose asked questions clearly lead (`asked-match.ts`), when search found it. */
  clearArticle?: string;
  /** Search's first article, which the asked questions also rank first, when it is shown. */
  agreedArticle?: string;
  /**
   * The articles whose asked questions are closest to the question, with their likeness, best
   * first (`asked-match.ts`): which of a guide's articles the question's own words point to.
   */
  askedLikeness?: ArticleLikeness[];
};

/**
 * A matched situation guide, the phrases of the question that matched it, and the guide's
 * specific rules the question triggers (most specific first).
 */
export type AnswerGuide = {
  guide: SituationGuide;
  matched: string[];
  rules?: GuideRule[];
  /** The guide shares the question's words, but none of its deciding articles ranks first. */
  unsupported?: boolean;
};

/**
 * A model that writes an answer as a stream of text chunks. `offline-composer` answers are
 * labelled by the UI as composed offline from the sources; `llm` answers come from a real model.
 * The iterable throws when the model fails or the signal aborts.
 */
export interface AnswerModel {
  id: string;
  label: 'offline-composer' | 'llm';
  streamAnswer(input: AnswerInput, signal: AbortSignal): AsyncIterable<string>;
}

/** spec 02 §9: temperature 0, at most 4,096 output tokens, 60 s timeout. */
export const MODEL_CALL_SETTINGS = {
  temperature: 0,
  maxOutputTokens: 4096,
  timeoutMs: 60_000,
} as const;
