import { z } from 'zod';
import {
  DATE_RANGE_ORDER_MESSAGE,
  isDateRangeOrdered,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
} from './primitives';
import { sourceTypeSchema } from './source';

/** Date-range choices of the metrics dashboard (spec 02 §4). */
export const METRICS_DATE_RANGES = ['all', 'year', 'month', 'week', 'day'] as const;
export const metricsDateRangeSchema = z.enum(METRICS_DATE_RANGES);
export type MetricsDateRange = z.infer<typeof metricsDateRangeSchema>;

/** Default window: the last 30 days; 'all' starts on 2020-01-01 (spec 02 §9). */
export const DEFAULT_METRICS_RANGE_DAYS = 30;
export const METRICS_ALL_START = '2020-01-01T00:00:00.000Z';
const DAY_MS = 86_400_000;

const RANGE_DAYS: Record<Exclude<MetricsDateRange, 'all'>, number> = {
  year: 365,
  month: DEFAULT_METRICS_RANGE_DAYS,
  week: 7,
  day: 1,
};

/** Start and end (ISO) of a range choice ending now; no choice means the default 30 days. */
export function getMetricsDateRange(
  range: MetricsDateRange | undefined,
  now: Date = new Date(),
): { startDate: string; endDate: string } {
  const endDate = now.toISOString();
  if (range === 'all') return { startDate: METRICS_ALL_START, endDate };
  const days = range ? RANGE_DAYS[range] : DEFAULT_METRICS_RANGE_DAYS;
  return { startDate: new Date(now.getTime() - days * DAY_MS).toISOString(), endDate };
}

export const METRICS_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export const metricsIntervalSchema = z.enum(METRICS_INTERVALS);
export type MetricsInterval = z.infer<typeof metricsIntervalSchema>;

/**
 * Bucket size for time series by span (spec 02 §9): over 365 days by month, over 90 by week,
 * over 7 by day, otherwise by hour. "Over" is strict: exactly 7 days is still hourly.
 */
export function getMetricsInterval(start: Date | string, end: Date | string): MetricsInterval {
  const spanDays = (new Date(end).getTime() - new Date(start).getTime()) / DAY_MS;
  if (spanDays > 365) return 'month';
  if (spanDays > 90) return 'week';
  if (spanDays > 7) return 'day';
  return 'hour';
}

/** GET metrics: ISO query parameters; missing ones mean the default 30-day window. */
export const metricsQuerySchema = z
  .object({
    startDate: isoDateOrDateTimeSchema.optional(),
    endDate: isoDateOrDateTimeSchema.optional(),
  })
  .refine((query) => isDateRangeOrdered(query.startDate, query.endDate), {
    message: DATE_RANGE_ORDER_MESSAGE,
    path: ['startDate'],
  });
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

const count = z.number().int().nonnegative();
/** A figure that cannot be computed (no samples yet) is null, not zero. */
const figure = z.number().nullable();
const label = z.string().max(200);

export const countBucketSchema = z.object({ bucket: label, count });
export type CountBucket = z.infer<typeof countBucketSchema>;

/** A share of a whole: count and percentage (0-100). */
export const shareSchema = z.object({ label, count, percentage: z.number().min(0).max(100) });
export type Share = z.infer<typeof shareSchema>;

export const userActivityMetricsSchema = z.object({
  dau: count,
  mau: count,
  /** Seconds. */
  averageSessionDuration: figure,
  /** Active users per bucket, the older per-day series. */
  legacyActivity: z.array(countBucketSchema),
});

export const timeDistributionSchema = z.object({
  hourly: z.array(countBucketSchema),
  daily: z.array(countBucketSchema),
  weekly: z.array(countBucketSchema),
  monthly: z.array(countBucketSchema),
});

/** Percent of users active again 1, 7 and 30 days after their first session. */
export const retentionMetricsSchema = z.object({ day1: figure, day7: figure, day30: figure });

export const feedbackMetricsSchema = z.object({
  positive: count,
  negative: count,
  total: count,
  /** Percent of answers that received feedback. */
  feedbackRate: figure,
  topReasons: z.array(z.object({ reason: z.string().max(500), count })),
});

/** Milliseconds. */
export const responseTimeStatsSchema = z.object({ average: figure, median: figure, p95: figure });
export const responseTimesSchema = z.object({
  backend: responseTimeStatsSchema,
  frontend: responseTimeStatsSchema,
});

/** Questions per conversation. */
export const conversationLengthSchema = z.object({
  average: figure,
  median: figure,
  distribution: z.array(countBucketSchema),
});

export const sourceClicksSchema = z.object({
  totalSources: count,
  clickedSources: count,
  clickedPercentage: figure,
  perType: z.array(z.object({ type: sourceTypeSchema, total: count, clicked: count })),
  avgClicksPerConversation: figure,
});

/** GET metrics answer (spec 02 §3 "Metrics"). */
export const metricsSchema = z.object({
  range: z.object({ startDate: isoDateTimeSchema, endDate: isoDateTimeSchema }),
  interval: metricsIntervalSchema,
  userActivity: userActivityMetricsSchema,
  timeDistribution: timeDistributionSchema,
  retention: retentionMetricsSchema,
  topics: z.array(z.object({ topic: label, count })),
  feedback: feedbackMetricsSchema,
  interactions: z.array(z.object({ eventType: label, count })),
  deviceUsage: z.array(shareSchema),
  browserDistribution: z.array(shareSchema),
  responseTimes: responseTimesSchema,
  conversationLength: conversationLengthSchema,
  sourceClicks: sourceClicksSchema,
});
export type Metrics = z.infer<typeof metricsSchema>;
