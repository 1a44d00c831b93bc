import {
  DEFAULT_METRICS_RANGE_DAYS,
  SOURCE_TYPES,
  getMetricsInterval,
  type Metrics,
  type MetricsQuery,
  type Share,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { createConcurrencyGate } from '../../lib/concurrency-gate';
import {
  toCount,
  toNumber,
  type MetricsRepository,
  type MetricsWindow,
} from './metrics.repository';

const DAY_MS = 86_400_000;
/** Groups computed at once: leaves pooled connections for other requests. */
const METRICS_CONCURRENCY = 4;
const MAU_DAYS = 30;

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null);

/** A bare date as the end of a range means the whole of that day. */
function parseBound(value: string, isEnd: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`).getTime();
    return new Date(isEnd ? day + DAY_MS : day);
  }
  return new Date(value);
}

/** The window of a query: the given bounds, else the last 30 days ending now. */
export function resolveMetricsWindow(query: MetricsQuery, now: Date): MetricsWindow {
  const end = query.endDate ? parseBound(query.endDate, true) : now;
  const start = query.startDate
    ? parseBound(query.startDate, false)
    : new Date(end.getTime() - DEFAULT_METRICS_RANGE_DAYS * DAY_MS);
  if (start.getTime() >= end.getTime()) {
    throw new AppError('VALIDATION_ERROR', 'startDate must be before endDate');
  }
  return { start, end };
}

function toShares(rows: { label: string; count: number | string | null }[]): Share[] {
  const counts = rows.map((row) => ({ label: row.label, count: toCount(row.count) }));
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return counts.map((row) => ({ ...row, percentage: percent(row.count, total) ?? 0 }));
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Num = number | string | null;
function toTimeStats(row: { average: Num; median: Num; p95: Num } | undefined) {
  return {
    average: round(toNumber(row?.average)),
    median: round(toNumber(row?.median)),
    p95: round(toNumber(row?.p95)),
  };
}

const buckets = (rows: { bucket: string; count: number | string | null }[]) =>
  rows.map((row) => ({ bucket: row.bucket, count: toCount(row.count) }));

/** Every group of spec 02's Metrics entity, computed from stored data only (issue 15). */
export function createMetricsService({
  openRepository,
  clock,
}: {
  /** The raw repository, or the rollups brought up to date for `now` (metrics-rollup.repository.ts). */
  openRepository: (now: Date) => Promise<MetricsRepository>;
  clock: Clock;
}) {
  async function computeConversationLength(repository: MetricsRepository, window: MetricsWindow) {
    const lengths = (await repository.conversationLengths(window))
      .map((row) => toCount(row.questions))
      .sort((a, b) => a - b);
    const distribution = new Map<string, number>();
    for (const length of lengths) {
      const bucket = length >= 5 ? '5+' : String(length);
      distribution.set(bucket, (distribution.get(bucket) ?? 0) + 1);
    }
    const total = lengths.reduce((sum, value) => sum + value, 0);
    return {
      average: lengths.length > 0 ? round(total / lengths.length) : null,
      median: median(lengths),
      distribution: [...distribution].map(([bucket, count]) => ({ bucket, count })),
    };
  }

  async function computeSourceClicks(repository: MetricsRepository, window: MetricsWindow) {
    const [totals, clickedPerType] = await Promise.all([
      repository.sourceTotals(window),
      repository.clickedSourcesPerType(window),
    ]);
    const clickedByType = new Map(clickedPerType.map((row) => [row.type, toCount(row.clicked)]));
    const perType = SOURCE_TYPES.map((type) => ({
      type,
      total: toCount(totals.perType.find((row) => row.type === type)?.total),
      clicked: clickedByType.get(type) ?? 0,
    }));
    const totalSources = perType.reduce((sum, row) => sum + row.total, 0);
    return {
      totalSources,
      clickedSources: totals.clicks,
      clickedPercentage: percent(Math.min(totals.clicks, totalSources), totalSources),
      perType,
      avgClicksPerConversation:
        totals.conversations > 0 ? round(totals.clicks / totals.conversations) : null,
    };
  }

  return {
    async getMetrics(query: MetricsQuery): Promise<Metrics> {
      const now = clock.now();
      const window = resolveMetricsWindow(query, now);
      const repository = await openRepository(now);
      const gate = createConcurrencyGate(METRICS_CONCURRENCY);
      const interval = getMetricsInterval(window.start, window.end);
      const { end } = window;
      const [
        dau,
        mau,
        averageSession,
        legacy,
        distribution,
        retention,
        topics,
        feedback,
        interactions,
        devices,
        browsers,
        backend,
        frontend,
        conversationLength,
        sourceClicks,
      ] = await Promise.all([
        gate(() => repository.countActiveUsers({ start: new Date(end.getTime() - DAY_MS), end })),
        gate(() =>
          repository.countActiveUsers({ start: new Date(end.getTime() - MAU_DAYS * DAY_MS), end }),
        ),
        gate(() => repository.averageSessionSeconds(window)),
        gate(() => repository.activeUsersPerBucket(window, interval)),
        gate(() => repository.timeDistribution(window)),
        gate(() => repository.retention(window)),
        gate(() => repository.topics(window)),
        gate(() => repository.feedback(window)),
        gate(() => repository.interactions(window)),
        gate(() => repository.usersBy('device_type', window)),
        gate(() => repository.usersBy('browser', window)),
        gate(() => repository.backendResponseTimes(window)),
        gate(() => repository.frontendResponseTimes(window)),
        gate(() => computeConversationLength(repository, window)),
        gate(() => computeSourceClicks(repository, window)),
      ]);
      return {
        range: { startDate: window.start.toISOString(), endDate: window.end.toISOString() },
        interval,
        userActivity: {
          dau,
          mau,
          averageSessionDuration: round(averageSession),
          legacyActivity: buckets(legacy),
        },
        timeDistribution: {
          hourly: buckets(distribution.hourly),
          daily: buckets(distribution.daily),
          weekly: buckets(distribution.weekly),
          monthly: buckets(distribution.monthly),
        },
        retention: {
          day1: percent(retention.day1, retention.cohort),
          day7: percent(retention.day7, retention.cohort),
          day30: percent(retention.day30, retention.cohort),
        },
        topics: topics.map((row) => ({ topic: row.topic, count: toCount(row.count) })),
        feedback: {
          positive: feedback.positive,
          negative: feedback.negative,
          total: feedback.positive + feedback.negative,
          feedbackRate: percent(Math.min(feedback.rated, feedback.answers), feedback.answers),
          topReasons: feedback.reasons.map((row) => ({
            reason: row.reason,
            count: toCount(row.count),
          })),
        },
        interactions: interactions.map((row) => ({
          eventType: row.eventType,
          count: toCount(row.count),
        })),
        deviceUsage: toShares(devices),
        browserDistribution: toShares(browsers),
        responseTimes: { backend: toTimeStats(backend), frontend: toTimeStats(frontend) },
        conversationLength,
        sourceClicks,
      };
    },
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
