import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema } from './primitives';
import { sourceListSchema } from './source';
import { legacySourceListsShape } from './legacy-sources';
import { adviceFeedbackSchema } from './feedback';
import { caseOutcomeSchema } from './case-outcome';
import { buildPaginationQueryShape, paginated } from './pagination';

/**
 * Advice status (spec 01 §4, spec 02 §3). The older server vocabulary said 'completed' for
 * what is 'ready' here; this contract only uses 'ready'.
 */
export const ADVICE_STATUSES = ['submitted', 'streaming', 'ready', 'error', 'aborted'] as const;
export const adviceStatusSchema = z.enum(ADVICE_STATUSES);
export type AdviceStatus = z.infer<typeof adviceStatusSchema>;

/** Chat status of the client (spec 01 §4). */
export const chatStatusSchema = z.enum(['ready', 'submitted', 'streaming', 'error']);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const CONVERSATION_TITLE_MAX_LENGTH = TEXT_LIMITS.title;
export const CONVERSATION_DESCRIPTION_MAX_LENGTH = 2000;
/** Conversation list page size (spec 02 §9). */
export const ADVICE_LIST_PAGE_SIZE = 50;

/** Questions stored before the limit existed may be longer than a new prompt may be. */
const storedQuestionSchema = z.string().max(TEXT_LIMITS.longText);
const answerTextSchema = z.string().max(TEXT_LIMITS.documentText);

/** One question and its answer (spec 01 §3 "Advice", spec 02 §3 "Advice item/response"). */
export const adviceItemSchema = z.object({
  id: idSchema,
  question: storedQuestionSchema,
  /** The answer text; `answer` and `response` are older names for the same text. */
  advice: answerTextSchema,
  answer: answerTextSchema.optional(),
  response: answerTextSchema.optional(),
  status: adviceStatusSchema,
  isNew: z.boolean().optional(),
  isStreaming: z.boolean().optional(),
  isError: z.boolean().optional(),
  reasoning: z.string().max(TEXT_LIMITS.documentText).nullable().optional(),
  feedback: adviceFeedbackSchema.nullable().optional(),
  sources: sourceListSchema.default([]),
  /** How many times a source of this advice was opened (POST /advices/source/{id}/click). */
  sourceClicks: z.number().int().nonnegative().optional(),
  /**
   * True when a client wrote this answer and its sources (store-advice), not our pipeline:
   * neither is verified, and clients must not present them as if they were.
   */
  clientAuthored: z.boolean().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  ...legacySourceListsShape,
});
export type AdviceItem = z.infer<typeof adviceItemSchema>;

/** A conversation as listed in the sidebar: no advices. */
export const adviceListItemSchema = z.object({
  id: idSchema,
  title: z.string().max(CONVERSATION_TITLE_MAX_LENGTH),
  description: z.string().max(CONVERSATION_DESCRIPTION_MAX_LENGTH).default(''),
  formAnswerId: idSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdviceListItem = z.infer<typeof adviceListItemSchema>;

/** A full conversation (spec 02 §3 "Conversation (advice)" plus spec 01's caseOutcome). */
export const adviceConversationSchema = adviceListItemSchema.extend({
  threadId: z.string().max(TEXT_LIMITS.id).nullable().optional(),
  likes: z.number().int().nonnegative().default(0),
  dislikes: z.number().int().nonnegative().default(0),
  advices: z.array(adviceItemSchema),
  caseOutcome: caseOutcomeSchema.nullable().optional(),
});
export type AdviceConversation = z.infer<typeof adviceConversationSchema>;

/** GET /advices/list: 50 per page by default, newest first. */
export const adviceListQuerySchema = z.object(
  buildPaginationQueryShape({ defaultLimit: ADVICE_LIST_PAGE_SIZE }),
);
export type AdviceListQuery = z.infer<typeof adviceListQuerySchema>;
export const adviceListResponseSchema = paginated(adviceListItemSchema);
export type AdviceListResponse = z.infer<typeof adviceListResponseSchema>;

/** One turn of a conversation history, as sent to the model and shown to admins. */
export const chatHistoryMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(TEXT_LIMITS.documentText),
  timestamp: isoDateTimeSchema.optional(),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;

export const adviceHistoryResponseSchema = z.object({
  items: z.array(chatHistoryMessageSchema),
});
export type AdviceHistoryResponse = z.infer<typeof adviceHistoryResponseSchema>;

/** POST /advices/source/{id}/click answers the new count; clients ignore failures. */
export const sourceClickResponseSchema = z.object({ sourceClicks: z.number().int().nonnegative() });
export type SourceClickResponse = z.infer<typeof sourceClickResponseSchema>;
