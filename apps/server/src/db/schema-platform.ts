import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters every instance shares (issue 16): the API rate limit and any quota count here, so
 * two servers on one PostgreSQL enforce one total. A window starts at the key's first hit.
 */
export const sharedCounters = pgTable(
  'shared_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('shared_counters_window_idx').on(table.windowEndsAt)],
);

/**
 * The audit log (issue 15): written by the server in the transaction of the change it records,
 * never by a client, and never updated or deleted by the app. user_id has no foreign key so an
 * entry outlives the account it names (a deleted account's trail stays readable).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timestamp: timestamptz('timestamp').notNull(),
    /** Who acted; null for the system itself (e.g. a sign-in lockout). */
    userId: uuid('user_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_logs_timestamp_idx').on(table.timestamp.desc()),
    index('audit_logs_entity_idx').on(table.entityType, table.timestamp.desc()),
    index('audit_logs_user_idx').on(table.userId, table.timestamp.desc()),
  ],
);
