import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { users } from './schema-identity';

/**
 * Analytics events sent by the web client in batches (spec 02 §3 "Tracking event"). The user
 * comes from the session, never from the body; device fields are flattened so the metrics
 * group by them without reading JSON.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    value: doublePrecision('value'),
    sessionId: text('session_id'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    dimensions: jsonb('dimensions').$type<Record<string, unknown>>(),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    index('tracking_events_occurred_idx').on(table.occurredAt),
    index('tracking_events_user_idx').on(table.userId, table.occurredAt),
    // Browser timings are read raw (percentiles cannot be rolled up): this keeps a year cheap.
    index('tracking_events_performance_idx')
      .on(table.occurredAt, table.value)
      .where(sql`category = 'performance' and value is not null`),
  ],
);

/** Duration and status of each API request, for the response-time metrics and system health. */
export const requestTimings = pgTable(
  'request_timings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
  },
  (table) => [index('request_timings_at_idx').on(table.at)],
);

/*
 * Daily metric rollups (issue 15, migration 0016). A completed UTC day is rolled up once, when
 * GET /metrics first needs it: its marker row and its aggregates are written in one transaction.
 * Any write to a rolled-up day's events (an event arriving late for that day, or a user
 * deleted: triggers in the migration) drops the day's marker and rows; the day is then recomputed from the raw rows. Percentiles are not rolled up (docs/decisions.md).
 */
export const metricRollupDays = pgTable('metric_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  computedAt: timestamptz('computed_at').notNull(),
});

/** No foreign key to the marker: checking it per row made the first fill of a year 5x slower;
 * dropping a day deletes its rows explicitly (metric_rollups_drop_day, migrations 0016 and 0017). */
const rollupDay = () => date('day', { mode: 'string' }).notNull();

/** Each user active on a day, with the first and last event: distinct users stay exact. */
export const metricDailyUsers = pgTable(
  'metric_daily_users',
  {
    day: rollupDay(),
    userId: uuid('user_id').notNull(),
    firstAt: timestamptz('first_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);

/** Each user seen on a day per device type or browser ('unknown' when not sent). */
export const metricDailyUserLabels = pgTable(
  'metric_daily_user_labels',
  {
    day: rollupDay(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.label, table.userId] })],
);

/** First and last event of each session within a day; sessions crossing midnight are merged. */
export const metricDailySessions = pgTable(
  'metric_daily_sessions',
  {
    day: rollupDay(),
    sessionId: text('session_id').notNull(),
    firstAt: timestamptz('first_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.sessionId] })],
);

/** Events per hour of the day, category and action. */
export const metricDailyEventCounts = pgTable(
  'metric_daily_event_counts',
  {
    day: rollupDay(),
    hour: smallint('hour').notNull(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.hour, table.category, table.action] })],
);

/** Source clicks per source type. */
export const metricDailySourceClicks = pgTable(
  'metric_daily_source_clicks',
  {
    day: rollupDay(),
    sourceType: text('source_type').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.sourceType] })],
);

/*
 * Weekly rollups of the distinct-user aggregates (issue 15, migration 0017), for ISO weeks
 * (Monday, UTC) that are over. A long window counts users from a row per user and week
 * instead of one per user and day. Dropped with any of their days (metric_rollups_drop_day).
 */
export const metricRollupWeeks = pgTable('metric_rollup_weeks', {
  week: date('week', { mode: 'string' }).primaryKey(),
  computedAt: timestamptz('computed_at').notNull(),
});

const rollupWeek = () => date('week', { mode: 'string' }).notNull();

/** Each user active in a week, with the first and last event. */
export const metricWeeklyUsers = pgTable(
  'metric_weekly_users',
  {
    week: rollupWeek(),
    userId: uuid('user_id').notNull(),
    firstAt: timestamptz('first_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.week, table.userId] })],
);

/** Each user seen in a week per device type or browser ('unknown' when not sent). */
export const metricWeeklyUserLabels = pgTable(
  'metric_weekly_user_labels',
  {
    week: rollupWeek(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.week, table.kind, table.label, table.userId] })],
);
