import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  ADVICE_STATUSES,
  EXCLUDED_SITUATIONS,
  FEEDBACK_KINDS,
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
import { timestamptz } from './columns';
import { formAnswers, users } from './schema-identity';

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
