import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Window = { start: Date; end: Date };

async function readNumber(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ value: number | string | null }>(query);
  return Number(result.rows[0]?.value ?? 0);
}

/** Counts for the admin overview, straight from the tables (no cached or sample figures). */
export function createAdminOverviewRepository(db: Database) {
  return {
    countUsers: (until?: Date) =>
      readNumber(
        db,
        until
          ? sql`select count(*) as value from users where created_at < ${until}`
          : sql`select count(*) as value from users`,
      ),
    countUsersCreated: ({ start, end }: Window) =>
      readNumber(
        db,
        sql`select count(*) as value from users where created_at >= ${start} and created_at < ${end}`,
      ),
    countSubscribedUsers: () =>
      readNumber(db, sql`select count(*) as value from users where is_subscribed`),
    countQuestions: (window?: Window) =>
      readNumber(
        db,
        window
          ? sql`select count(*) as value from advices where created_at >= ${window.start} and created_at < ${window.end}`
          : sql`select count(*) as value from advices`,
      ),
    countConversations: (window?: Window) =>
      readNumber(
        db,
        window
          ? sql`select count(*) as value from conversations where created_at >= ${window.start} and created_at < ${window.end}`
          : sql`select count(*) as value from conversations`,
      ),
    countActiveConversations: ({ start, end }: Window) =>
      readNumber(
        db,
        sql`select count(*) as value from conversations where updated_at >= ${start} and updated_at < ${end}`,
      ),

    /** A user is active in a window when they sent a tracked event or asked a question in it. */
    countActiveUsers: ({ start, end }: Window) =>
      readNumber(
        db,
        sql`select count(*) as value from (
          select user_id from tracking_events
            where user_id is not null and occurred_at >= ${start} and occurred_at < ${end}
          union
          select user_id from advices where created_at >= ${start} and created_at < ${end}
        ) active`,
      ),

    /** Seconds between the first and last event of each tracked session, averaged. */
    async averageSessionSeconds({ start, end }: Window): Promise<number | null> {
      const result = await db.execute<{ value: number | string | null }>(sql`
        select avg(extract(epoch from (last_at - first_at))) as value from (
          select min(occurred_at) as first_at, max(occurred_at) as last_at from tracking_events
          where session_id is not null and occurred_at >= ${start} and occurred_at < ${end}
          group by session_id
        ) sessions`);
      const value = result.rows[0]?.value;
      return value == null ? null : Number(value);
    },

    async requestHealth({ start, end }: Window) {
      const result = await db.execute<{
        total: number | string;
        errors: number | string;
        average: number | string | null;
      }>(sql`
        select count(*) as total,
          count(*) filter (where status_code >= 500) as errors,
          avg(duration_ms) as average
        from request_timings where at >= ${start} and at < ${end}`);
      const row = result.rows[0];
      const total = Number(row?.total ?? 0);
      return {
        total,
        errors: Number(row?.errors ?? 0),
        average: row?.average == null ? null : Number(row.average),
      };
    },

    /** Null when the database does not answer. */
    async pingMs(): Promise<number | null> {
      const started = performance.now();
      try {
        await db.execute(sql`select 1`);
        return performance.now() - started;
      } catch {
        return null;
      }
    },

    async dailyCounts(table: 'advices' | 'users', { start, end }: Window) {
      const source = table === 'advices' ? sql`advices` : sql`users`;
      const result = await db.execute<{ day: string | Date; value: number | string }>(sql`
        select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
          count(*) as value
        from ${source} where created_at >= ${start} and created_at < ${end}
        group by 1 order by 1`);
      return result.rows.map((row) => ({ date: String(row.day), value: Number(row.value) }));
    },

    async recentAuditEntries(limit: number) {
      const result = await db.execute<{
        id: string;
        action: string;
        entity_type: string;
        entity_id: string | null;
        user_id: string | null;
        timestamp: string | Date;
      }>(sql`select id, action, entity_type, entity_id, user_id, timestamp from audit_logs
        order by timestamp desc, id desc limit ${limit}`);
      return result.rows;
    },
  };
}
export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
