import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { users } from './schema-identity';

/**
 * Lawyer profiles (spec 02 §3 "Lawyer profile") as the experts panel and the marketplace show
 * them. is_demo marks the fictional profiles seeded with demo data (never in production).
 */
export const lawyerProfiles = pgTable(
  'lawyer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    expertImage: text('expert_image'),
    locationFormatted: text('location_formatted').notNull().default(''),
    description: text('description').notNull().default(''),
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    /** The areas of law (contracts AREAS_OF_LAW keys); labels are formatted per language. */
    mainFields: jsonb('main_fields').$type<string[]>().notNull().default([]),
    isDemo: boolean('is_demo').notNull().default(false),
    // Issue 13: structured location, languages and the Barreau number (as given, unverified).
    city: text('city').notNull().default(''),
    stateProvince: text('state_province').notNull().default(''),
    country: text('country').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    barreauNumber: text('barreau_number'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('lawyer_profiles_rating_idx').on(table.ratingScore.desc()),
    uniqueIndex('lawyer_profiles_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * Ratings of lawyers (issue 13): one per user and profile, only after a direct conversation.
 * lawyer_profiles.rating_score and total_ratings are recomputed from these rows in the same
 * transaction as each insert, so no number exists that a rating did not produce.
 */
export const lawyerRatings = pgTable(
  'lawyer_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => lawyerProfiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lawyer_ratings_profile_user_idx').on(table.profileId, table.userId)],
);

/**
 * One-to-one conversations among users and lawyers (spec 02 §3 "Chat"). pair_key (the two
 * user ids sorted) makes "open the conversation with X" return the existing one.
 */
export const directConversations = pgTable('direct_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  pairKey: text('pair_key').notNull().unique(),
  /** When it was opened from "Get a free quote" (null otherwise). */
  quoteRequestedAt: timestamptz('quote_requested_at'),
  lastMessageAt: timestamptz('last_message_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Who is in a direct conversation, and up to when each has read it (for unread counts). */
export const directConversationParticipants = pgTable(
  'direct_conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => directConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamptz('last_read_at'),
  },
  (table) => [
    uniqueIndex('direct_participants_pk_idx').on(table.conversationId, table.userId),
    index('direct_participants_user_idx').on(table.userId),
  ],
);

/** Plain-text messages; sender_id becomes null when the account is deleted ("Unknown User"). */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => directConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('direct_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('direct_messages_sender_idx').on(table.senderId, table.createdAt),
  ],
);
