import type { MetricsInterval } from '@lexlogis/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { MetricsDb } from './metrics-statements';

export type MetricsWindow = { start: Date; end: Date };
type Num = number | string | null;

const toNumber = (value: Num | undefined) => (value == null ? null : Number(value));
const toCount = (value: Num | undefined) => Number(value ?? 0);

/** Bucket labels, computed in UTC so PGlite and PostgreSQL agree whatever the server zone. */
export const BUCKET_FORMAT: Record<MetricsInterval, string> = {
  hour: 'YYYY-MM-DD"T"HH24":00Z"',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};
function bucketOf(column: SQL, interval: MetricsInterval): SQL {
  // The interval comes from a closed enum, so inlining it is safe.
  return sql`to_char(date_trunc(${sql.raw(`'${interval}'`)}, ${column} at time zone 'UTC'), ${BUCKET_FORMAT[interval]})`;
}

/** One query per metrics group, each over an indexed time range. */
export function createMetricsRepository(db: MetricsDb) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as unknown as T[];
  }

  return {
    async countActiveUsers({ start, end }: MetricsWindow): Promise<number> {
      const [row] = await rows<{ value: Num }>(sql`
        select count(distinct user_id) as value from tracking_events
        where occurred_at >= ${start} and occurred_at < ${end}`);
      return toCount(row?.value);
    },

    /** Buckets with events but no user are left out rather than listed with 0 users. */
    async activeUsersPerBucket({ start, end }: MetricsWindow, interval: MetricsInterval) {
      return rows<{ bucket: string; count: Num }>(sql`
        select ${bucketOf(sql`occurred_at`, interval)} as bucket, count(distinct user_id) as count
        from tracking_events where user_id is not null and occurred_at >= ${start} and occurred_at < ${end}
        group by 1 order by 1`);
    },

    /** Seconds from the first to the last event of each session, averaged over sessions. */
    async averageSessionSeconds({ start, end }: MetricsWindow): Promise<number | null> {
      const [row] = await rows<{ value: Num }>(sql`
        select avg(extract(epoch from (last_at - first_at))) as value from (
          select min(occurred_at) as first_at, max(occurred_at) as last_at from tracking_events
          where session_id is not null and occurred_at >= ${start} and occurred_at < ${end}
          group by session_id) sessions`);
      return toNumber(row?.value);
    },

    /** Events by hour of day, ISO day of week, week and month, in UTC. */
    async timeDistribution({ start, end }: MetricsWindow) {
      const by = (label: SQL) =>
        rows<{ bucket: string; count: Num }>(sql`
          select ${label} as bucket, count(*) as count from tracking_events
          where occurred_at >= ${start} and occurred_at < ${end} group by 1 order by 1`);
      const utc = sql`(occurred_at at time zone 'UTC')`;
      const [hourly, daily, weekly, monthly] = await Promise.all([
        by(sql`to_char(${utc}, 'HH24')`),
        by(sql`to_char(${utc}, 'ID')`),
        by(sql`to_char(date_trunc('week', ${utc}), 'YYYY-MM-DD')`),
        by(sql`to_char(${utc}, 'YYYY-MM')`),
      ]);
      return { hourly, daily, weekly, monthly };
    },

    /**
     * Users whose first event ever falls in the window, and how many of them came back at least
     * 1, 7 and 30 days after it.
     */
    async retention({ start, end }: MetricsWindow) {
      return readRetention(
        rows,
        sql`select user_id, min(occurred_at) as first_at from tracking_events
          where user_id is not null and occurred_at >= ${start} and occurred_at < ${end}
          group by user_id`,
        start,
      );
    },

    /** The first (best) matched situation guide of each answer in the window. */
    async topics({ start, end }: MetricsWindow) {
      return rows<{ topic: string; count: Num }>(sql`
        select guide_ids->>0 as topic, count(*) as count from advices
        where created_at >= ${start} and created_at < ${end} and jsonb_array_length(guide_ids) > 0
        group by 1 order by 2 desc, 1 limit 20`);
    },

    async feedback({ start, end }: MetricsWindow) {
      const [totals] = await rows<{ positive: Num; negative: Num; rated: Num; answers: Num }>(sql`
        select
          (select count(*) from flagged_responses where kind = 'advice' and reaction = 'positive'
            and created_at >= ${start} and created_at < ${end}) as positive,
          (select count(*) from flagged_responses where kind = 'advice' and reaction = 'negative'
            and created_at >= ${start} and created_at < ${end}) as negative,
          (select count(distinct f.advice_id) from flagged_responses f join advices a on a.id = f.advice_id
            where f.kind = 'advice' and a.created_at >= ${start} and a.created_at < ${end}) as rated,
          (select count(*) from advices where status = 'ready'
            and created_at >= ${start} and created_at < ${end}) as answers`);
      const reasons = await rows<{ reason: string; count: Num }>(sql`
        select left(comments, 500) as reason, count(*) as count from flagged_responses
        where kind = 'advice' and reaction = 'negative' and comments <> ''
          and created_at >= ${start} and created_at < ${end}
        group by 1 order by 2 desc, 1 limit 5`);
      return {
        positive: toCount(totals?.positive),
        negative: toCount(totals?.negative),
        rated: toCount(totals?.rated),
        answers: toCount(totals?.answers),
        reasons,
      };
    },

    async interactions({ start, end }: MetricsWindow) {
      return rows<{ eventType: string; count: Num }>(sql`
        select category || ':' || action as "eventType", count(*) as count from tracking_events
        where occurred_at >= ${start} and occurred_at < ${end}
        group by 1 order by 2 desc, 1 limit 20`);
    },

    /** Distinct users per device type or browser; an unknown one counts as 'unknown'. Events
     * without a user count nowhere (they would list a label with 0 users). */
    async usersBy(column: 'device_type' | 'browser', { start, end }: MetricsWindow) {
      return rows<{ label: string; count: Num }>(sql`
        select coalesce(${sql.identifier(column)}, 'unknown') as label, count(distinct user_id) as count
        from tracking_events where user_id is not null and occurred_at >= ${start} and occurred_at < ${end}
        group by 1 order by 2 desc, 1 limit 20`);
    },

    async backendResponseTimes({ start, end }: MetricsWindow) {
      const [row] = await rows<{ average: Num; median: Num; p95: Num }>(sql`
        select avg(duration_ms) as average,
          percentile_cont(0.5) within group (order by duration_ms) as median,
          percentile_cont(0.95) within group (order by duration_ms) as p95
        from request_timings where at >= ${start} and at < ${end}`);
      return row;
    },

    /** Browser-measured timings: events of category 'performance' carrying a value in ms. */
    async frontendResponseTimes({ start, end }: MetricsWindow) {
      const [row] = await rows<{ average: Num; median: Num; p95: Num }>(sql`
        select avg(value) as average,
          percentile_cont(0.5) within group (order by value) as median,
          percentile_cont(0.95) within group (order by value) as p95
        from tracking_events where category = 'performance' and value is not null
          and occurred_at >= ${start} and occurred_at < ${end}`);
      return row;
    },

    /** Questions per conversation started in the window. */
    async conversationLengths({ start, end }: MetricsWindow) {
      return rows<{ questions: Num }>(sql`
        select count(a.id) as questions from conversations c
        left join advices a on a.conversation_id = c.id
        where c.created_at >= ${start} and c.created_at < ${end}
        group by c.id`);
    },

    async sourceTotals({ start, end }: MetricsWindow) {
      const perType = await rows<{ type: string; total: Num }>(sql`
        select s.value->>'type' as type, count(*) as total
        from advices a, jsonb_array_elements(a.sources) s
        where a.created_at >= ${start} and a.created_at < ${end}
        group by 1`);
      const [clicks] = await rows<{ clicks: Num; conversations: Num }>(sql`
        select coalesce(sum(source_clicks), 0) as clicks, count(distinct conversation_id) as conversations
        from advices where created_at >= ${start} and created_at < ${end}`);
      return {
        perType,
        clicks: toCount(clicks?.clicks),
        conversations: toCount(clicks?.conversations),
      };
    },

    /** Source-click tracking events (the web's 'source'/'click') per source type. */
    async clickedSourcesPerType({ start, end }: MetricsWindow) {
      return rows<{ type: string; clicked: Num }>(sql`
        select dimensions->>'sourceType' as type, count(*) as clicked from tracking_events
        where category = 'source' and action = 'click' and dimensions->>'sourceType' is not null
          and occurred_at >= ${start} and occurred_at < ${end}
        group by 1`);
    },
  };
}
/**
 * The retention cohort from `windowed` (each user's first event in the window): the users with no
 * event before the window, and how many came back at least 1, 7 and 30 days after their first.
 * Shared by the raw and the rollup repositories, which differ only in how they find `windowed`.
 */
export async function readRetention(
  rows: <T>(query: SQL) => Promise<T[]>,
  windowed: SQL,
  start: Date,
) {
  const [row] = await rows<{ cohort: Num; day1: Num; day7: Num; day30: Num }>(sql`
    with windowed as (${windowed}), cohort as (
      -- First event ever: none before the window (an index range per user, not a full scan).
      select w.user_id, w.first_at from windowed w where not exists (
        select 1 from tracking_events p where p.user_id = w.user_id and p.occurred_at < ${start})
    )
    select count(*) as cohort,
      count(*) filter (where exists (select 1 from tracking_events e where e.user_id = c.user_id
        and e.occurred_at >= c.first_at + interval '1 day')) as day1,
      count(*) filter (where exists (select 1 from tracking_events e where e.user_id = c.user_id
        and e.occurred_at >= c.first_at + interval '7 days')) as day7,
      count(*) filter (where exists (select 1 from tracking_events e where e.user_id = c.user_id
        and e.occurred_at >= c.first_at + interval '30 days')) as day30
    from cohort c`);
  return {
    cohort: toCount(row?.cohort),
    day1: toCount(row?.day1),
    day7: toCount(row?.day7),
    day30: toCount(row?.day30),
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
export { toCount, toNumber };
