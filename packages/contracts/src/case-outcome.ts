import { z } from 'zod';
import { PARTY_ROLES } from './caselaw';
import {
  TEXT_LIMITS,
  httpUrlSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from './primitives';
import { languageSchema } from './profile';
import { caselawOutcomeSchema } from './source';

/**
 * A conversation's case outcome (spec 01 §2 and issue 11): the real decisions most similar to
 * it, and how they ended from the user's side. Computed by the server when an answer is ready.
 */

/**
 * How a decision ended for the party in the user's role: favourable when that party won,
 * unfavourable when the other won, neutral when the application was partly granted, unknown
 * when the outcome, the applicant's side or the user's role is not known.
 */
export const USER_OUTCOMES = ['favourable', 'unfavourable', 'neutral', 'unknown'] as const;
export const userOutcomeSchema = z.enum(USER_OUTCOMES);
export type UserOutcome = z.infer<typeof userOutcomeSchema>;

export const similarCaseSchema = z.object({
  id: idSchema,
  citation: z.string().max(TEXT_LIMITS.shortText).nullable(),
  /** Null when the source gives none: show the subject instead. */
  title: z.string().max(500).nullable(),
  tribunal: z.string().max(TEXT_LIMITS.shortText).nullable(),
  date: isoDateSchema.nullable(),
  subject: z.string().max(TEXT_LIMITS.comment),
  excerpt: z.string().max(TEXT_LIMITS.comment),
  /** The excerpt's language; subjects are French. */
  lang: languageSchema,
  /** The outcome as the corpus gives it. */
  outcome: caselawOutcomeSchema,
  /** The outcome as it concerns the user. */
  userOutcome: userOutcomeSchema,
  url: httpUrlSchema,
});
export type SimilarCase = z.infer<typeof similarCaseSchema>;

const count = z.number().int().nonnegative();

/** Counts from the user's side; `total` is the number of similar cases. */
export const caseOutcomeStatsSchema = z.object({
  total: count,
  favourable: count,
  unfavourable: count,
  neutral: count,
  unknown: count,
});
export type CaseOutcomeStats = z.infer<typeof caseOutcomeStatsSchema>;

/** Similar decisions kept per conversation: enough to page through, few enough to read. */
export const MAX_SIMILAR_CASES = 30;

export const caseOutcomeSchema = z.object({
  /** The side the statistics are counted from; null when the user's role is not known. */
  role: z.enum(PARTY_ROLES).nullable(),
  similarCases: z.array(similarCaseSchema).max(MAX_SIMILAR_CASES),
  stats: caseOutcomeStatsSchema,
  computedAt: isoDateTimeSchema,
});
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;

/** Case list page size in the case-outcome modal (spec 01 §9). */
export const CASE_LIST_PAGE_SIZE = 5;
/** No percentage is shown over fewer known outcomes than this (issue 11). */
export const MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE = 5;

/** The modal's filter tabs; Positive is favourable to the user (unknown ones appear under All). */
export const CASE_OUTCOME_TABS = ['all', 'positive', 'neutral', 'negative'] as const;
export type CaseOutcomeTab = (typeof CASE_OUTCOME_TABS)[number];

const TAB_OUTCOME: Record<Exclude<CaseOutcomeTab, 'all'>, UserOutcome> = {
  positive: 'favourable',
  neutral: 'neutral',
  negative: 'unfavourable',
};

export function filterCasesByTab<T extends { userOutcome: UserOutcome }>(
  cases: readonly T[],
  tab: CaseOutcomeTab,
): T[] {
  return tab === 'all' ? [...cases] : cases.filter((item) => item.userOutcome === TAB_OUTCOME[tab]);
}

export function countUserOutcomes(
  cases: ReadonlyArray<{ userOutcome: UserOutcome }>,
): CaseOutcomeStats {
  const stats: CaseOutcomeStats = {
    total: cases.length,
    favourable: 0,
    unfavourable: 0,
    neutral: 0,
    unknown: 0,
  };
  for (const item of cases) stats[item.userOutcome] += 1;
  return stats;
}

/** Decisions whose outcome for the user is known (favourable, unfavourable or neutral). */
export function countKnownOutcomes(stats: CaseOutcomeStats): number {
  return stats.favourable + stats.unfavourable + stats.neutral;
}

/**
 * The share of known outcomes a count stands for, rounded to a whole percent; null below
 * MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE known outcomes, where a percentage would mislead.
 */
export function readOutcomePercentage(value: number, stats: CaseOutcomeStats): number | null {
  const known = countKnownOutcomes(stats);
  if (known < MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE) return null;
  return Math.round((value / known) * 100);
}
