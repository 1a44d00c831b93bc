import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './primitives';

/**
 * A rating of a lawyer (issue 13): only by a user who had a direct conversation with them, once,
 * 1 to 5 with an optional comment. A profile's score and count are computed from these only.
 */
export const RATING_COMMENT_MAX_LENGTH = 1000;

export const rateLawyerRequestSchema = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(RATING_COMMENT_MAX_LENGTH).optional(),
});
export type RateLawyerRequest = z.infer<typeof rateLawyerRequestSchema>;

export const lawyerRatingSchema = z.object({
  id: idSchema,
  profileId: idSchema,
  score: z.number().int().min(1).max(5),
  comment: z.string().max(RATING_COMMENT_MAX_LENGTH).nullable(),
  createdAt: isoDateTimeSchema,
});
export type LawyerRating = z.infer<typeof lawyerRatingSchema>;
