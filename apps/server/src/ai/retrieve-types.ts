import type { ArticleLikeness } from '../kb/content/asked-match';
import type { StatedAnswers, Source } from '@lexlogis/contracts';
import type { AnswerLang, ExcludedSituationNote, HistoryTurn } from './answer-types';

/** What retrieval gets besides the query; the knowledge base's search takes what it needs. */
export type RetrieveContext = {
  lang: AnswerLang;
  questionnaire: StatedAnswers | null;
  history: HistoryTurn[];
  signal: AbortSignal;
};

/** Structurally a subset of KbSearchResponse, so `kb.search(...)` can be returned as is. */
export type RetrievedSources = {
  results: Array<{ source: Source; score?: number }>;
  excludedSituation?: ExcludedSituationNote | null;
  /**
   * The articles search ranked highest before any guide steered it (the knowledge base's
   * `searchForAnswer`): the answer's guide is chosen on this evidence, as search's steering was.
   */
  evidence?: readonly string[];
  /** The article whose asked questions (what people ask when it answers them) are clearly the closest. */
  askedArticle?: string;
  /** Search's first article when the asked questions rank it first too. */
  agreedArticle?: string;
  /** The articles whose asked questions are closest to the question, with their likeness. */
  askedLikeness?: ArticleLikeness[];
};

export type RetrieveSources = (
  query: string,
  context: RetrieveContext,
) => Promise<RetrievedSources>;
