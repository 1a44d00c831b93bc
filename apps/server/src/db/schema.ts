import {
  bigserial,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  ADVICE_STATUSES,
  BUILDING_AGES,
  BUILDING_TYPES,
  EXCLUDED_SITUATIONS,
  FEEDBACK_KINDS,
  LAWYER_ROLE_REQUEST_STATUSES,
  LEASE_TERM_TYPES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  QUESTIONNAIRE_USER_TYPES,
  type AdviceStreamEvent,
  type CaseOutcome,
  type CaselawFilters,
  type FormalNoticeFields,
  type FormalNoticeLetter,
  type LegacySourceLists,
  type QuestionnaireFields,
  type SituationAnswers,
  type Source,
} from '@lexlogis/contracts';

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

/**
 * Feedback administrators read with the flagged responses (spec 02 §3 "Flagged response"):
 * reactions to chat answers (kind 'advice', with advice_id once conversations exist) and the
 * messages left in the questionnaire's excluded-situation modal (kind 'excluded-situation').
 * advice_id has no foreign key yet because the advices table comes with the chat issue.
 */
export const flaggedResponses = pgTable(
  'flagged_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    adviceId: uuid('advice_id'),
    email: text('email').notNull(),
    reaction: text('reaction', { enum: ['positive', 'negative'] }).notNull(),
    flaggedQuestion: text('flagged_question').notNull().default(''),
    flaggedResponse: text('flagged_response').notNull().default(''),
    comments: text('comments').notNull().default(''),
    /** The situation chosen at step 1, for kind 'excluded-situation'. */
    excludedSituation: text('excluded_situation', { enum: EXCLUDED_SITUATIONS }),
    /** Set when an administrator marks it reviewed in the back office (issue 15). */
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('flagged_responses_created_idx').on(table.createdAt),
    index('flagged_responses_advice_idx').on(table.adviceId),
  ],
);

/**
 * A chat conversation (spec 02 §3 "Conversation (advice)"). form_answers is the copy of the
 * questionnaire answers the conversation was asked with (a snapshot: editing the form later
 * never rewrites an old conversation); form_answer_id only says which form it was copied from.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    formAnswerId: uuid('form_answer_id').references(() => formAnswers.id, {
      onDelete: 'set null',
    }),
    formAnswers: jsonb('form_answers').$type<ConversationFormAnswersCopy>(),
    threadId: text('thread_id'),
    /**
     * The similar decisions and their statistics, recomputed when an answer is ready (issue 11).
     * A snapshot: a later ingest does not rewrite what the conversation showed.
     */
    caseOutcome: jsonb('case_outcome').$type<CaseOutcome>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('conversations_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

/** The questionnaire copy a conversation keeps; skipped forms steer retrieval less. */
export type ConversationFormAnswersCopy = { answers: QuestionnaireFields; skipped: boolean };

/**
 * One question and its answer (spec 02 §3 "Advice item/response"). sources holds the contract's
 * Source list; legacy_lists the parallel lists built from it (spec 02 §3), so both agree.
 * user_id repeats the conversation's owner so ownership checks and the per-user question
 * rate limit need no join.
 */
export const advices = pgTable(
  'advices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    status: text('status', { enum: ADVICE_STATUSES }).notNull().default('submitted'),
    /** The model label ('offline-composer' for the local model, 'llm' otherwise). */
    reasoning: text('reasoning'),
    /** Which model wrote it (e.g. 'local', 'openai-compatible:gpt-4o'). */
    modelId: text('model_id'),
    lang: text('lang', { enum: ['en', 'fr'] }),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    legacyLists: jsonb('legacy_lists').$type<LegacySourceLists>().notNull().default({}),
    sourceClicks: integer('source_clicks').notNull().default(0),
    /** Internal failure detail for operators; never sent to clients. */
    errorMessage: text('error_message'),
    /**
     * The answer was written by a client (store-advice), not by our pipeline: its text and
     * sources are unchecked, so it is never given to the model as something it said.
     */
    clientAuthored: boolean('client_authored').notNull().default(false),
    /** The situation guides the answer followed, best first: the metrics' topics (issue 15). */
    guideIds: jsonb('guide_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('advices_conversation_created_idx').on(table.conversationId, table.createdAt),
    index('advices_user_created_idx').on(table.userId, table.createdAt),
    // The stale-answer sweep runs every minute on every instance: it reads only these rows.
    index('advices_streaming_updated_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'streaming'`),
  ],
);

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
 * Situations a user saved to run the case-law research again (issue 11): a title, a
 * description, the questionnaire answers and the research filters. Owner-only.
 */
export const savedSituations = pgTable(
  'saved_situations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    answers: jsonb('answers').$type<SituationAnswers>(),
    search: jsonb('search').$type<CaselawFilters>().notNull().default({}),
    /** The conversation it was saved from; null once that conversation is deleted. */
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('saved_situations_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** Raw bytes (the rendered PDF): PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Documents a user generated (issue 12): the inputs, the composed letter and the PDF rendered
 * from it, stored together so a download is exactly what was previewed.
 */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['formal-notice'] }).notNull(),
    lang: text('lang', { enum: ['en', 'fr'] }).notNull(),
    title: text('title').notNull(),
    fields: jsonb('fields').$type<FormalNoticeFields>().notNull(),
    letter: jsonb('letter').$type<FormalNoticeLetter>().notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('generated_documents_user_created_idx').on(table.userId, table.createdAt.desc()),
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

// ---- Issue 14: plans and payments ----

/**
 * A user's plan: one row per user, created by the first verified payment event. `stateAt` is the
 * `created` time of the last provider event applied, so an older event arriving late (Stripe does
 * not order deliveries) never overwrites a newer state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull().default('free'),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    priceId: text('price_id'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stateAt: timestamptz('state_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.providerCustomerId)],
);

/**
 * Money received, one row per provider invoice (the unique invoice id is what makes a replayed or
 * duplicated event unable to record a payment twice). Amounts are minor units with their currency.
 * Deleting an account deletes its payments (issue 15 decides about anonymised keeping).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull(),
    description: text('description'),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('payments_created_idx').on(table.createdAt.desc()),
    check('payments_amount_nonnegative', sql`${table.amount} >= 0`),
    check(
      'payments_refund_within_amount',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amount}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** The administrator who asked for it (null once that account is gone). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_created_idx').on(table.createdAt.desc()),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Every provider event applied, by its id: a replayed delivery finds its id and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Checkout sessions we opened, with either provider; the local test checkout reads its own here. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    priceId: text('price_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

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
 * The events of answers being written, so a stream reattached on another instance replays
 * them. Kept while the advice streams; deleted once it is stored.
 */
export const adviceStreamEvents = pgTable(
  'advice_stream_events',
  {
    adviceId: uuid('advice_id')
      .notNull()
      .references(() => advices.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: jsonb('event').$type<AdviceStreamEvent>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.adviceId, table.seq] })],
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
