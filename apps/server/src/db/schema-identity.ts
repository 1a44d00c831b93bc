import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  BUILDING_AGES,
  BUILDING_TYPES,
  EXCLUDED_SITUATIONS,
  LAWYER_ROLE_REQUEST_STATUSES,
  LEASE_TERM_TYPES,
  QUESTIONNAIRE_USER_TYPES,
} from '@lexlogis/contracts';
import { timestamptz } from './columns';

/** Accounts of the embedded identity provider (/idp); `sub` is the id every token carries. */
export const idpUsers = pgTable('idp_users', {
  sub: uuid('sub').primaryKey().defaultRandom(),
  /** Stored lower-cased so look-ups and the unique index ignore case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Null for accounts created through Google that never set a password. */
  passwordHash: text('password_hash'),
  status: text('status', { enum: ['UNCONFIRMED', 'CONFIRMED'] })
    .notNull()
    .default('UNCONFIRMED'),
  emailVerified: boolean('email_verified').notNull().default(false),
  picture: text('picture'),
  locale: text('locale'),
  provider: text('provider', { enum: ['local', 'google'] })
    .notNull()
    .default('local'),
  googleSub: text('google_sub').unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Confirmation and password-reset codes, stored hashed; one live code per user and purpose. */
export const idpCodes = pgTable(
  'idp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code is used, replaced by a newer one, or spent by too many wrong tries. */
    invalidatedAt: timestamptz('invalidated_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('idp_codes_user_purpose_idx').on(table.userSub, table.purpose)],
);

/** Opaque refresh tokens (sha256 only); a family is one sign-in, rotated on every refresh. */
export const idpRefreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('idp_refresh_tokens_family_idx').on(table.familyId),
    index('idp_refresh_tokens_user_idx').on(table.userSub),
  ],
);

/** Sign-in attempts, kept in the database so lockouts hold across server instances. */
export const idpSignInAttempts = pgTable(
  'idp_sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamptz('at').notNull(),
    success: boolean('success').notNull(),
  },
  (table) => [
    index('idp_sign_in_attempts_email_idx').on(table.email, table.at),
    index('idp_sign_in_attempts_ip_idx').on(table.ip, table.at),
  ],
);

/** Product account records (spec 02 §3), linked to the identity provider by provider_id. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerId: text('provider_id').notNull().unique(),
  email: text('email').notNull(),
  role: text('role', { enum: ['user', 'lawyer'] })
    .notNull()
    .default('user'),
  name: text('name').notNull().default(''),
  city: text('city').notNull().default('Unknown'),
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('fr'),
  ageGroup: text('age_group').notNull().default('Unknown'),
  acceptedPolicies: boolean('accepted_policies').notNull().default(false),
  userType: text('user_type'),
  bio: text('bio'),
  isAdmin: boolean('is_admin').notNull().default(false),
  isSubscribed: boolean('is_subscribed').notNull().default(false),
  hasFilledQuestionnaire: boolean('has_filled_questionnaire').notNull().default(false),
  /** The user's current questionnaire form (null until they submit or skip it). */
  formAnswerId: uuid('form_answer_id').references((): AnyPgColumn => formAnswers.id, {
    onDelete: 'set null',
  }),
  status: text('status', { enum: ['UNCONFIRMED', 'CONFIRMED', 'SUSPENDED'] })
    .notNull()
    .default('UNCONFIRMED'),
  picture: text('picture'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  lastLogin: timestamptz('last_login'),
});

/**
 * A user's request for the lawyer role: only an administrator grants it (docs/decisions.md).
 * At most one pending request per user; decided ones stay as the record of who decided.
 */
export const lawyerRoleRequests = pgTable(
  'lawyer_role_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LAWYER_ROLE_REQUEST_STATUSES }).notNull().default('pending'),
    requestedAt: timestamptz('requested_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('lawyer_role_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('lawyer_role_requests_status_idx').on(table.status, table.requestedAt),
  ],
);

/**
 * Questionnaire answers (spec 01 §3, spec 02 §3 "Form answer"). A user may have several rows
 * over time; users.form_answer_id points at the current one. A conversation keeps its own copy
 * of the answers it was asked with (a snapshot, see docs/decisions.md), so editing this row
 * later never rewrites an old conversation.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type', { enum: QUESTIONNAIRE_USER_TYPES }).notNull(),
    excludedSituation: text('excluded_situation', { enum: EXCLUDED_SITUATIONS }).notNull(),
    propertyOwnership: boolean('property_ownership'),
    singleOwnership: boolean('single_ownership'),
    spouseOwnership: boolean('spouse_ownership'),
    leaseTermType: text('lease_term_type', { enum: LEASE_TERM_TYPES }).notNull(),
    leaseDuration: integer('lease_duration'),
    buildingType: text('building_type', { enum: BUILDING_TYPES }).notNull(),
    buildingAgeUnder5: text('building_age_under_5', { enum: BUILDING_AGES }).notNull(),
    tenant65Over: boolean('tenant_65_over'),
    additionalInfo: text('additional_info').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The questionnaire was skipped: these are defaults or answers the user chose to keep. */
    skipped: boolean('skipped').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('form_answers_user_idx').on(table.userId, table.createdAt)],
);
