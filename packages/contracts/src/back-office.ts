import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './primitives';
import { buildPaginationQueryShape, paginated } from './pagination';
import { flaggedResponseSchema } from './feedback';
import { userSchema } from './user';
import { featureFlagSchema } from './feature-flags';

/** GET /admin/users/{id}: the account and how much it used the product. */
export const adminUserDetailSchema = z.object({
  user: userSchema,
  conversationCount: z.number().int().nonnegative(),
  questionCount: z.number().int().nonnegative(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const FLAGGED_RESPONSE_REVIEW_FILTERS = ['all', 'pending', 'reviewed'] as const;

/** GET /admin/flagged-responses: newest first; pending = not yet reviewed. */
export const adminFlaggedResponsesQuerySchema = z
  .object({
    ...buildPaginationQueryShape(),
    review: z.enum(FLAGGED_RESPONSE_REVIEW_FILTERS).default('all'),
  })
  .strict();
export type AdminFlaggedResponsesQuery = z.infer<typeof adminFlaggedResponsesQuerySchema>;

/** A review-queue entry: the spec's flagged response plus its review state (issue 15). */
export const adminFlaggedResponseSchema = flaggedResponseSchema.extend({
  kind: z.enum(['advice', 'excluded-situation']),
  reviewedAt: isoDateTimeSchema.nullable(),
});
export type AdminFlaggedResponse = z.infer<typeof adminFlaggedResponseSchema>;

export const adminFlaggedResponseListSchema = paginated(adminFlaggedResponseSchema);
export type AdminFlaggedResponseList = z.infer<typeof adminFlaggedResponseListSchema>;

/** PATCH /admin/flagged-responses/{id}. */
export const reviewFlaggedResponseRequestSchema = z.object({ reviewed: z.boolean() }).strict();

/** DELETE /admin/users/{id}/chat-history and DELETE /users/me/history. */
export const deletedHistorySchema = z.object({
  deletedConversations: z.number().int().nonnegative(),
});
export type DeletedHistory = z.infer<typeof deletedHistorySchema>;

/** POST /tracking/batch answer: how many events were stored. */
export const trackingBatchResponseSchema = z.object({ accepted: z.number().int().nonnegative() });
export type TrackingBatchResponse = z.infer<typeof trackingBatchResponseSchema>;

/** POST and PATCH flag answers: the flag as stored. */
export const featureFlagResponseSchema = z.object({ flag: featureFlagSchema });
export type FeatureFlagResponse = z.infer<typeof featureFlagResponseSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
