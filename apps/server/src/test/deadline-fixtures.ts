import type { QuestionnaireFields } from '@lexlogis/contracts';
import { DEFAULT_SKIPPED_ANSWERS } from '@lexlogis/contracts';
import type { AnswerLang } from '../ai/answer-types';
import { computeDeadlines } from '../ai/compute-deadlines';
import { lawSource } from './fixture-sources';

/** Test helpers for the deadline tests: real articles from the corpus, a fixed "today". */

export const NOW = new Date('2026-02-10T15:00:00Z');
export const FIXED: QuestionnaireFields = {
  ...DEFAULT_SKIPPED_ANSWERS,
  leaseTermType: 'fixed-term',
};
export const UNDETERMINED: QuestionnaireFields = { ...DEFAULT_SKIPPED_ANSWERS };

type Options = { lang?: AnswerLang; questionnaire?: QuestionnaireFields | null; now?: Date };

export function compute(question: string, articles: string[], options: Options = {}) {
  return computeDeadlines({
    question,
    lang: options.lang ?? 'en',
    sources: articles.map((article) => lawSource(article)),
    questionnaire: options.questionnaire ?? null,
    now: options.now ?? NOW,
  });
}

/** The computed sentences of one article's note, without the rule's description. */
export function datesOf(report: ReturnType<typeof compute>, article: string): string[] {
  const text = report.notes.find((note) => note.article === article)?.text ?? '';
  return text.match(/(?:For a|Pour un|Notice received|Avis reçu) [^.]*\d{4}[^.]*\./g) ?? [];
}
