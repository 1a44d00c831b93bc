import { z } from 'zod';
import { caselawFiltersSchema } from './caselaw';
import { statedAnswersSchema } from './form-answer';
import { buildPaginationQueryShape, paginated } from './pagination';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema } from './primitives';

/**
 * Saved situations (issue 11, spec 02's `situations` path constant): a title, a description and
 * the questionnaire answers, saved from a conversation or the research screen so the research
 * can be run again. Owner-only: another user's situation is "not found".
 */

export const SITUATION_TITLE_MAX_LENGTH = TEXT_LIMITS.title;
export const SITUATION_DESCRIPTION_MAX_LENGTH = 2000;
export const SITUATION_LIST_PAGE_SIZE = 20;

/** The answers as the user gave them; any of them may be missing (a skipped questionnaire). */
export const situationAnswersSchema = statedAnswersSchema;
export type SituationAnswers = z.infer<typeof situationAnswersSchema>;

export const savedSituationSchema = z.object({
  id: idSchema,
  title: z.string().max(SITUATION_TITLE_MAX_LENGTH),
  description: z.string().max(SITUATION_DESCRIPTION_MAX_LENGTH),
  answers: situationAnswersSchema.nullable(),
  /** The research filters the situation re-runs. */
  search: caselawFiltersSchema,
  /** The conversation it was saved from, if any (it may have been deleted since). */
  conversationId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedSituation = z.infer<typeof savedSituationSchema>;

export const createSituationRequestSchema = z.strictObject({
  title: z.string().trim().min(1, 'title is required').max(SITUATION_TITLE_MAX_LENGTH),
  description: z.string().trim().max(SITUATION_DESCRIPTION_MAX_LENGTH).default(''),
  answers: situationAnswersSchema.nullable().optional(),
  search: caselawFiltersSchema.optional(),
  /** Saving from a conversation: its questionnaire copy fills `answers` when none are sent. */
  conversationId: z.uuid().optional(),
});
export type CreateSituationRequest = z.infer<typeof createSituationRequestSchema>;
export type CreateSituationRequestInput = z.input<typeof createSituationRequestSchema>;

export const situationListQuerySchema = z.strictObject(
  buildPaginationQueryShape({ defaultLimit: SITUATION_LIST_PAGE_SIZE }),
);
export type SituationListQuery = z.infer<typeof situationListQuerySchema>;

export const situationListResponseSchema = paginated(savedSituationSchema);
export type SituationListResponse = z.infer<typeof situationListResponseSchema>;

export const situationParamsSchema = z.object({ id: idSchema });
