import type { MetricsInterval } from '@lexlogis/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fillRollups } from './metrics-rollup-fill';
import { windowRows, type RollupKind } from './metrics-rollup-sources';
import { createMetricsDb, type MetricsDb } from './metrics-statements';
import { splitWindow, startOfUtcDay } from './metrics-rollup-window';
import {
  BUCKET_FORMAT,
  createMetricsRepository,
  readRetention,
  toCount,
  type MetricsRepository,
  type MetricsWindow,
} from './metrics.repository';

type Num = number | string | null;

/**
 * The metrics repository over the rollups: the same answers as the raw one (tested), reading
 * daily aggregates for whole past days. Percentiles, the other tables' groups and hourly
 * buckets stay raw (docs/decisions.md, issue 15 rollups).
 */
export function createRollupMetricsRepository(
  db: MetricsDb,
  raw: MetricsRepository,
  closedBefore: Date,
  rolledFrom?: Date,
): MetricsRepository {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as unknown as T[];
  }
  const over = (kind: RollupKind, window: MetricsWindow) =>
    windowRows(kind, splitWindow(window, closedBefore, rolledFrom));
  /** For distinct-user groups that need no day: whole weeks come from the weekly rollups. */
  const overWeeks = (kind: RollupKind, window: MetricsWindow) =>
    windowRows(kind, splitWindow(window, closedBefore, rolledFrom), true);

  return {
    ...raw,

    async countActiveUsers(window) {
      // Grouping first lets PostgreSQL hash the users; count(distinct) always sorts them.
      const [row] = await rows<{ value: Num }>(sql`
        select count(*) as value from (
          select user_id from (${overWeeks('users', window)}) r group by user_id) users`);
      return toCount(row?.value);
    },

    async activeUsersPerBucket(window, interval: MetricsInterval) {
      if (interval === 'hour') return raw.activeUsersPerBucket(window, interval);
      // A week of rows stands for its Monday, which is the week bucket's label.
      const source = interval === 'week' ? overWeeks('users', window) : over('users', window);
      const bucket = sql`to_char(date_trunc(${sql.raw(`'${interval}'`)}, day::timestamp), ${BUCKET_FORMAT[interval]})`;
      return rows<{ bucket: string; count: Num }>(sql`
        select bucket, count(*) as count from (
          select ${bucket} as bucket, user_id from (${source}) r group by 1, 2) pairs
        group by 1 order by 1`);
    },

    async averageSessionSeconds(window) {
      const [row] = await rows<{ value: Num }>(sql`
        select avg(extract(epoch from (last_at - first_at))) as value from (
          select min(first_at) as first_at, max(last_at) as last_at
          from (${over('sessions', window)}) r group by session_id) sessions`);
      return row?.value == null ? null : Number(row.value);
    },

    /** One statement: the window's rollup rows are read once for the four distributions. */
    async timeDistribution(window) {
      const found = await rows<{ kind: string; bucket: string; count: Num }>(sql`
        with r as materialized (select day, hour, events from (${over('counts', window)}) s)
        select 'hourly' as kind, lpad(hour::text, 2, '0') as bucket, sum(events) as count
          from r group by 2
        union all select 'daily', to_char(day::timestamp, 'ID'), sum(events) from r group by 2
        union all select 'weekly', to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD'),
          sum(events) from r group by 2
        union all select 'monthly', to_char(day::timestamp, 'YYYY-MM'), sum(events) from r group by 2
        order by 1, 2`);
      const of = (kind: string) =>
        found.filter((row) => row.kind === kind).map(({ bucket, count }) => ({ bucket, count }));
      return {
        hourly: of('hourly'),
        daily: of('daily'),
        weekly: of('weekly'),
        monthly: of('monthly'),
      };
    },

    /**
     * The window's users come from the rollups; whether an event came before or after is an
     * index probe per user on the raw rows, as in the raw query. Reading every user's whole
     * history from the rollups made a week cost as much as a year.
     */
    async retention(window) {
      return readRetention(
        rows,
        sql`select user_id, min(first_at) as first_at from (${overWeeks('users', window)}) r
          group by user_id`,
        window.start,
      );
    },

    async interactions(window) {
      return rows<{ eventType: string; count: Num }>(sql`
        select category || ':' || action as "eventType", sum(events) as count
        from (${over('counts', window)}) r group by 1 order by 2 desc, 1 limit 20`);
    },

    async usersBy(column, window) {
      const kind = column === 'device_type' ? 'deviceLabels' : 'browserLabels';
      return rows<{ label: string; count: Num }>(sql`
        select label, count(*) as count from (
          select label, user_id from (${overWeeks(kind, window)}) r group by 1, 2) pairs
        group by 1 order by 2 desc, 1 limit 20`);
    },

    async clickedSourcesPerType(window) {
      return rows<{ type: string; clicked: Num }>(sql`
        select source_type as type, sum(clicks) as clicked from (${over('clicks', window)}) r
        group by 1`);
    },
  };
}

/** What GET /metrics uses: completed days rolled up first, then read from the rollups. */
export function openRollupMetrics(db: Database) {
  const statements = createMetricsDb(db);
  const raw = createMetricsRepository(statements);
  return async (now: Date): Promise<MetricsRepository> => {
    const closedBefore = startOfUtcDay(now);
    await fillRollups(db, closedBefore);
    const [first] = (
      await statements.execute(sql`select min(occurred_at) as at from tracking_events`)
    ).rows as { at: Date | string | null }[];
    // No event yet: every window is read raw, which is then cheap.
    const rolledFrom = first?.at == null ? closedBefore : new Date(first.at);
    return createRollupMetricsRepository(statements, raw, closedBefore, rolledFrom);
  };
}
