import { z } from 'zod';
import { TEXT_LIMITS, idSchema } from './primitives';
import { languageSchema } from './profile';
import { sourceListSchema } from './source';
import { legacySourceListsShape } from './legacy-sources';
import { questionnaireFieldsSchema } from './form-answer';
import {
  CONVERSATION_DESCRIPTION_MAX_LENGTH,
  CONVERSATION_TITLE_MAX_LENGTH,
  adviceItemSchema,
  adviceStatusSchema,
  chatHistoryMessageSchema,
} from './advice';
import { MAX_HISTORY_MESSAGES, QUESTION_MAX_LENGTH } from './advice-text';

export const QUESTION_REQUIRED_MESSAGE = 'Question is required';
export const TITLE_REQUIRED_MESSAGE = 'Title is required';

export const questionSchema = z
  .string({ error: QUESTION_REQUIRED_MESSAGE })
  .trim()
  .min(1, QUESTION_REQUIRED_MESSAGE)
  .max(QUESTION_MAX_LENGTH, `Question must be at most ${QUESTION_MAX_LENGTH} characters`);

export const conversationTitleSchema = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, TITLE_REQUIRED_MESSAGE)
  .max(
    CONVERSATION_TITLE_MAX_LENGTH,
    `Title must be at most ${CONVERSATION_TITLE_MAX_LENGTH} characters`,
  );

/** POST /advices. */
export const createConversationRequestSchema = z.object({
  title: conversationTitleSchema,
  description: z.string().trim().max(CONVERSATION_DESCRIPTION_MAX_LENGTH).default(''),
  formAnswerId: idSchema.optional(),
});
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;
export type CreateConversationRequestInput = z.input<typeof createConversationRequestSchema>;

/** POST /advices/{id}/items and POST /advices/{id}/create-advice. */
export const createAdviceItemRequestSchema = z.object({ question: questionSchema });
export type CreateAdviceItemRequest = z.infer<typeof createAdviceItemRequestSchema>;

/** PATCH /advices/{id}/title: blank titles are refused (spec 01 §5). */
export const updateConversationTitleRequestSchema = z.object({ title: conversationTitleSchema });
export type UpdateConversationTitleRequest = z.infer<typeof updateConversationTitleRequestSchema>;

/** PATCH /advices/items/{id}/status. */
export const updateAdviceStatusRequestSchema = z.object({ status: adviceStatusSchema });
export type UpdateAdviceStatusRequest = z.infer<typeof updateAdviceStatusRequestSchema>;

/** PUT /advices/{id}/formAnswers. */
export const updateConversationFormAnswersRequestSchema = z.object({
  formAnswers: questionnaireFieldsSchema,
});
export type UpdateConversationFormAnswersRequest = z.infer<
  typeof updateConversationFormAnswersRequestSchema
>;

/** GET and PUT /advices/{id}/formAnswers: the answers the conversation was asked with. */
export const conversationFormAnswersResponseSchema = z.object({
  formAnswers: questionnaireFieldsSchema.nullable(),
});
export type ConversationFormAnswersResponse = z.infer<typeof conversationFormAnswersResponseSchema>;

/**
 * POST /advices/{id}/store-advice: the finished answer with its sources (and, from older
 * clients, the parallel lists). adviceId names the item when the path names the conversation.
 */
export const storeAdviceRequestSchema = z.object({
  adviceId: idSchema.optional(),
  question: z.string().max(TEXT_LIMITS.longText).optional(),
  advice: z.string().max(TEXT_LIMITS.documentText),
  sources: sourceListSchema.default([]),
  ...legacySourceListsShape,
});
export type StoreAdviceRequest = z.infer<typeof storeAdviceRequestSchema>;

/** POST /api/advice/lambda: the streamed answer to one question. */
export const adviceStreamRequestSchema = z.object({
  conversationId: idSchema,
  adviceId: idSchema,
  question: questionSchema,
  lang: languageSchema,
  formAnswer: questionnaireFieldsSchema.nullable().optional(),
  history: z.array(chatHistoryMessageSchema).max(MAX_HISTORY_MESSAGES).default([]),
});
export type AdviceStreamRequest = z.infer<typeof adviceStreamRequestSchema>;
export type AdviceStreamRequestInput = z.input<typeof adviceStreamRequestSchema>;

/**
 * Events of the advice stream, one JSON object per event: 'start' once the advice exists,
 * 'sources' when they are known, 'delta' for each text chunk, then exactly one of 'done'
 * (final advice, text already cleaned) or 'error'.
 */
export const adviceStreamStartEventSchema = z.object({
  type: z.literal('start'),
  advice: adviceItemSchema,
});
export const adviceStreamSourcesEventSchema = z.object({
  type: z.literal('sources'),
  sources: sourceListSchema,
});
export const adviceStreamDeltaEventSchema = z.object({
  type: z.literal('delta'),
  text: z.string().max(TEXT_LIMITS.documentText),
});
export const adviceStreamDoneEventSchema = z.object({
  type: z.literal('done'),
  advice: adviceItemSchema,
});
/** code is usually an ERROR_CATALOG key; kept open so a client never chokes on a new one. */
export const adviceStreamErrorEventSchema = z.object({
  type: z.literal('error'),
  code: z.string().min(1).max(100),
  message: z.string().max(TEXT_LIMITS.comment),
});

export const adviceStreamEventSchema = z.discriminatedUnion('type', [
  adviceStreamStartEventSchema,
  adviceStreamSourcesEventSchema,
  adviceStreamDeltaEventSchema,
  adviceStreamDoneEventSchema,
  adviceStreamErrorEventSchema,
]);
export type AdviceStreamEvent = z.infer<typeof adviceStreamEventSchema>;
export type AdviceStreamEventType = AdviceStreamEvent['type'];
