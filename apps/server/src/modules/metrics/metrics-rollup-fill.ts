import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { RAW, RAW_WEEKLY, WEEKLY_KINDS, type RollupKind } from './metrics-rollup-sources';
import { toDay } from './metrics-rollup-window';

/** Shared with the invalidation trigger of migrations 0016 and 0017: one lock per day. */
const ROLLUP_LOCK_KEY = 727_361_910;
const DAILY_TABLES: Record<RollupKind, string> = {
  users: 'metric_daily_users',
  deviceLabels: 'metric_daily_user_labels',
  browserLabels: 'metric_daily_user_labels',
  sessions: 'metric_daily_sessions',
  counts: 'metric_daily_event_counts',
  clicks: 'metric_daily_source_clicks',
};
const WEEKLY_TABLES = {
  users: 'metric_weekly_users',
  deviceLabels: 'metric_weekly_user_labels',
  browserLabels: 'metric_weekly_user_labels',
};

/** A period the rollups are kept by: its marker table, its length, what it stores. */
type Period = {
  markers: 'metric_rollup_days' | 'metric_rollup_weeks';
  column: 'day' | 'week';
  days: number;
  /** The period holding a timestamp (`min(occurred_at)`), as a timestamp. */
  startOf: (at: SQL) => SQL;
  /** Periods per fill transaction: one pass over the raw rows fills them all. */
  chunk: number;
  aggregates: { table: string; raw: (from: SQL, to: SQL) => SQL }[];
};

const DAY: Period = {
  markers: 'metric_rollup_days',
  column: 'day',
  days: 1,
  startOf: (at) => sql`(${at} at time zone 'UTC')::date::timestamp`,
  chunk: 31,
  aggregates: (Object.keys(RAW) as RollupKind[]).map((kind) => ({
    table: DAILY_TABLES[kind],
    raw: RAW[kind],
  })),
};

const WEEK: Period = {
  markers: 'metric_rollup_weeks',
  column: 'week',
  days: 7,
  startOf: (at) => sql`date_trunc('week', ${at} at time zone 'UTC')`,
  chunk: 5,
  aggregates: WEEKLY_KINDS.map((kind) => ({ table: WEEKLY_TABLES[kind], raw: RAW_WEEKLY[kind] })),
};

const dateList = (values: string[]) => sql`${`{${values.join(',')}}`}::date[]`;

/**
 * Rolls up every completed UTC day, then every completed ISO week (before `closedBefore`), not
 * rolled up yet, in chunks of a month. The locks of the days concerned are taken first (in
 * order, as the invalidation trigger does); the marker insert decides which of several
 * instances computes a period, and only the periods this call claimed are written, so two
 * instances never count one twice. When nothing is missing this is two indexed checks.
 */
export async function fillRollups(db: Database, closedBefore: Date): Promise<number> {
  let filled = 0;
  for (const period of [DAY, WEEK]) {
    const missing = (
      await db.execute(sql`
        select to_char(p, 'YYYY-MM-DD') as start from generate_series(
          (select ${period.startOf(sql`min(occurred_at)`)} from tracking_events),
          ${toDay(closedBefore)}::timestamp - ${`${period.days} days`}::interval,
          ${`${period.days} days`}::interval) p
        where not exists (select 1 from ${sql.identifier(period.markers)} m
          where m.${sql.identifier(period.column)} = p::date)
        order by 1`)
    ).rows as { start: string }[];
    for (let index = 0; index < missing.length; index += period.chunk) {
      const chunk = missing.slice(index, index + period.chunk).map((row) => row.start);
      await fillPeriods(db, period, chunk);
    }
    filled += missing.length;
  }
  return filled;
}

async function fillPeriods(db: Database, period: Period, starts: string[]): Promise<void> {
  const markers = sql.identifier(period.markers);
  const column = sql.identifier(period.column);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      select count(pg_advisory_xact_lock(${ROLLUP_LOCK_KEY}, d - date '2000-01-01'))
      from (select distinct p + offs as d from unnest(${dateList(starts)}) p,
        generate_series(0, ${period.days - 1}::integer) offs order by 1) days`);
    const claimed = (
      await tx.execute(sql`
        insert into ${markers} (${column}, computed_at) select unnest(${dateList(starts)}), now()
        on conflict do nothing returning to_char(${column}, 'YYYY-MM-DD') as start`)
    ).rows as { start: string }[];
    if (claimed.length === 0) return;
    const ours = claimed.map((row) => row.start).sort();
    const from = sql`(${ours[0]!}::date::timestamp at time zone 'UTC')`;
    const to = sql`((${ours.at(-1)!}::date + ${period.days}::integer)::timestamp at time zone 'UTC')`;
    for (const { table, raw } of period.aggregates) {
      await tx.execute(sql`
        insert into ${sql.identifier(table)}
        select * from (${raw(from, to)}) r where r.day = any(${dateList(ours)})
        on conflict do nothing`);
    }
  });
}
