import { sql, type SQL } from 'drizzle-orm';
import { splitWeeks, type RollupSplit } from './metrics-rollup-window';

/**
 * The five daily aggregates, each as (1) the query that computes it from raw events over a time
 * range and (2) its rollup table. The same raw query fills a day and answers the parts of a
 * window that are not rolled up, so the two can only agree.
 */
export type RollupKind =
  'users' | 'deviceLabels' | 'browserLabels' | 'sessions' | 'counts' | 'clicks';

/** The distinct-user aggregates, also rolled up per ISO week (migration 0017). */
export type WeeklyKind = 'users' | 'deviceLabels' | 'browserLabels';
export const WEEKLY_KINDS: WeeklyKind[] = ['users', 'deviceLabels', 'browserLabels'];
const isWeekly = (kind: RollupKind): kind is WeeklyKind =>
  (WEEKLY_KINDS as RollupKind[]).includes(kind);

type Bound = SQL;
const day = sql`(occurred_at at time zone 'UTC')::date`;
const week = sql`date_trunc('week', occurred_at at time zone 'UTC')::date`;
const range = (from: Bound, to: Bound | null) =>
  to ? sql`occurred_at >= ${from} and occurred_at < ${to}` : sql`occurred_at >= ${from}`;

function labels(
  column: 'device_type' | 'browser',
  from: Bound,
  to: Bound | null,
  unit: SQL = day,
): SQL {
  return sql`
    select ${unit} as day, ${sql.raw(`'${column}'`)}::text as kind, coalesce(${sql.identifier(column)}, 'unknown') as label,
      user_id
    from tracking_events where user_id is not null and ${range(from, to)}
    group by 1, 2, 3, 4`;
}

function users(from: Bound, to: Bound | null, unit: SQL = day): SQL {
  return sql`
    select ${unit} as day, user_id, min(occurred_at) as first_at, max(occurred_at) as last_at
    from tracking_events where user_id is not null and ${range(from, to)}
    group by 1, 2`;
}

export const RAW: Record<RollupKind, (from: Bound, to: Bound | null) => SQL> = {
  users: (from, to) => users(from, to),
  deviceLabels: (from, to) => labels('device_type', from, to),
  browserLabels: (from, to) => labels('browser', from, to),
  sessions: (from, to) => sql`
    select ${day} as day, session_id, min(occurred_at) as first_at, max(occurred_at) as last_at
    from tracking_events where session_id is not null and ${range(from, to)}
    group by 1, 2`,
  counts: (from, to) => sql`
    select ${day} as day, extract(hour from occurred_at at time zone 'UTC')::smallint as hour,
      category, action, count(*)::integer as events
    from tracking_events where ${range(from, to)}
    group by 1, 2, 3, 4`,
  clicks: (from, to) => sql`
    select ${day} as day, dimensions->>'sourceType' as source_type, count(*)::integer as clicks
    from tracking_events
    where category = 'source' and action = 'click' and dimensions->>'sourceType' is not null
      and ${range(from, to)}
    group by 1, 2`,
};

/** The same per ISO week: the first column is the week's Monday (the weekly tables' order). */
export const RAW_WEEKLY: Record<WeeklyKind, (from: Bound, to: Bound) => SQL> = {
  users: (from, to) => users(from, to, week),
  deviceLabels: (from, to) => labels('device_type', from, to, week),
  browserLabels: (from, to) => labels('browser', from, to, week),
};

/** The weekly rollup rows, the week's Monday standing for the day (whole weeks only). */
const WEEK_TABLE: Record<WeeklyKind, SQL> = {
  users: sql`select week as day, user_id, first_at, last_at from metric_weekly_users where`,
  deviceLabels: sql`select week as day, kind, label, user_id from metric_weekly_user_labels
    where kind = 'device_type' and`,
  browserLabels: sql`select week as day, kind, label, user_id from metric_weekly_user_labels
    where kind = 'browser' and`,
};

/** The rollup rows of each aggregate, in the raw query's column order. */
const TABLE: Record<RollupKind, SQL> = {
  users: sql`select day, user_id, first_at, last_at from metric_daily_users`,
  deviceLabels: sql`select day, kind, label, user_id from metric_daily_user_labels
    where kind = 'device_type' and`,
  browserLabels: sql`select day, kind, label, user_id from metric_daily_user_labels
    where kind = 'browser' and`,
  sessions: sql`select day, session_id, first_at, last_at from metric_daily_sessions`,
  counts: sql`select day, hour, category, action, events from metric_daily_event_counts`,
  clicks: sql`select day, source_type, clicks from metric_daily_source_clicks`,
};

const midnight = (value: SQL) => sql`((${value})::timestamp at time zone 'UTC')`;

/**
 * Rows of one aggregate over whole days [from, to): the rollup rows of each rolled-up day, and
 * the raw computation of any day not rolled up (yet, or again after a late event). One
 * statement, so a day's marker and its rows are read from the same snapshot.
 */
export function dayRows(kind: RollupKind, from: SQL, to: SQL): SQL {
  const table = TABLE[kind];
  const joiner = kind === 'deviceLabels' || kind === 'browserLabels' ? sql`` : sql` where`;
  return sql`
    ${table}${joiner} day >= ${from} and day < ${to}
    union all
    select raw.* from (
      select d::date as day
      from generate_series((${from})::timestamp, (${to})::timestamp - interval '1 day', interval '1 day') d
      where not exists (select 1 from metric_rollup_days m where m.day = d::date)
    ) missing
    cross join lateral (${RAW[kind](midnight(sql`missing.day`), midnight(sql`missing.day + 1`))}) raw`;
}

/**
 * Rows of a distinct-user aggregate over whole weeks: the weekly rows of each rolled-up week,
 * and the days (rolled up or raw, as above) of any week that is not. One statement, as above.
 */
function weekRows(kind: WeeklyKind, from: SQL, to: SQL): SQL {
  // Per missing week, an index range of its days: an anti-join over every day row of the range
  // scanned the whole daily table (1 s for a year) to find none.
  return sql`
    ${WEEK_TABLE[kind]} week >= ${from} and week < ${to}
    union all
    select days.* from (
      select w::date as week
      from generate_series((${from})::timestamp, (${to})::timestamp - interval '7 days', interval '7 days') w
      where not exists (select 1 from metric_rollup_weeks m where m.week = w::date)
    ) missing_weeks
    cross join lateral (${dayRows(kind, sql`missing_weeks.week`, sql`missing_weeks.week + 7`)}) days`;
}

/**
 * Rows of one aggregate over a whole window: whole past days as above, edges raw. With `byWeek`,
 * a distinct-user aggregate reads whole weeks from the weekly rollups: for callers that do not
 * need the day (the rows' `day` is then a week's Monday).
 */
export function windowRows(kind: RollupKind, split: RollupSplit, byWeek = false): SQL {
  // Dates go as parameters, as in the raw repository: the driver writes any year correctly.
  const parts: SQL[] = split.raw.map((edge) => RAW[kind](sql`${edge.start}`, sql`${edge.end}`));
  const date = (value: string) => sql`${value}::date`;
  if (split.days && byWeek && isWeekly(kind)) {
    const { weeks, days } = splitWeeks(split.days);
    if (weeks) parts.push(weekRows(kind, date(weeks.from), date(weeks.to)));
    for (const range of days) parts.push(dayRows(kind, date(range.from), date(range.to)));
  } else if (split.days) {
    parts.push(dayRows(kind, date(split.days.from), date(split.days.to)));
  }
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
}
