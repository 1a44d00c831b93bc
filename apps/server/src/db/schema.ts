import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

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
  formAnswerId: uuid('form_answer_id'),
  status: text('status', { enum: ['UNCONFIRMED', 'CONFIRMED', 'SUSPENDED'] })
    .notNull()
    .default('UNCONFIRMED'),
  picture: text('picture'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  lastLogin: timestamptz('last_login'),
});
