import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateOrDateTimeSchema } from './primitives';

const count = z.number().int().nonnegative();

/** How many similar past cases ended in each way (spec 01 §3). */
export const caseRatingsSchema = z.object({
  excellent: count,
  good: count,
  fair: count,
  poor: count,
});
export type CaseRatings = z.infer<typeof caseRatingsSchema>;

export const similarCaseSummarySchema = z.object({
  title: z.string().max(500),
  description: z.string().max(TEXT_LIMITS.comment),
});
export type SimilarCaseSummary = z.infer<typeof similarCaseSummarySchema>;

export const MAX_SIMILAR_CASES = 100;

/** similarCases is either a count or the list itself (both shapes exist, spec 01 §3). */
export const caseOutcomeSchema = z.object({
  summary: z.string().max(TEXT_LIMITS.longText),
  ratings: caseRatingsSchema,
  similarCases: z.union([count, z.array(similarCaseSummarySchema).max(MAX_SIMILAR_CASES)]),
});
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;

export const CASE_STATUSES = ['Positive', 'Neutral', 'Negative'] as const;
export const caseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const similarCaseSchema = z.object({
  id: idSchema,
  /** Case reference. */
  name: z.string().max(500),
  /** Jurisdiction. */
  location: z.string().max(TEXT_LIMITS.shortText),
  /** Filed date. */
  date: isoDateOrDateTimeSchema,
  status: caseStatusSchema,
  fileType: z.enum(['pdf', 'doc']),
});
export type SimilarCase = z.infer<typeof similarCaseSchema>;

export const caseStatsSchema = z.object({
  totalCases: count,
  similarCases: count,
  veryGood: count,
  fair: count,
  poor: count,
});
export type CaseStats = z.infer<typeof caseStatsSchema>;

/** Case list page size in the case-outcome modal (spec 01 §9). */
export const CASE_LIST_PAGE_SIZE = 5;
/** Placeholders built from a bare count are capped (spec 01 §9). */
export const MAX_SIMILAR_CASE_PLACEHOLDERS = 6;

/**
 * Spec 01 §9: "if poor exceeds both others, Negative; if fair is largest, Neutral; otherwise
 * Positive". Ratings have four counts but the rule speaks of three groups, so we read the
 * favourable side as excellent + good. "Exceeds" is strict; a fair/poor tie above the
 * favourable side counts as fair being largest (Neutral). No ratings at all gives Positive,
 * as the rule's "otherwise" says; callers that want to show "unknown" must check for zero.
 */
export function getCaseStatus(ratings: Partial<CaseRatings>): CaseStatus {
  const favourable = (ratings.excellent ?? 0) + (ratings.good ?? 0);
  const fair = ratings.fair ?? 0;
  const poor = ratings.poor ?? 0;
  if (poor > favourable && poor > fair) return 'Negative';
  if (fair > favourable && fair >= poor) return 'Neutral';
  return 'Positive';
}

export type OutcomeGaugeLabel = 'Poor' | 'Fair' | 'Excellent';

/** Gauge label by percentage (spec 01 §9); 'Excellent' is displayed as "Good". */
export function getOutcomeGaugeLabel(percentage: number): OutcomeGaugeLabel {
  if (percentage <= 33) return 'Poor';
  if (percentage <= 66) return 'Fair';
  return 'Excellent';
}

export function getTotalRatings(ratings: Partial<CaseRatings>): number {
  return (ratings.excellent ?? 0) + (ratings.good ?? 0) + (ratings.fair ?? 0) + (ratings.poor ?? 0);
}
