import { z } from 'zod';
import { TEXT_LIMITS, emailSchema, idSchema, isoDateTimeSchema } from './primitives';
import { paginated } from './pagination';
import { EXCLUDED_SITUATIONS } from './form-answer';

export const feedbackReactionSchema = z.enum(['positive', 'negative']);
export type FeedbackReaction = z.infer<typeof feedbackReactionSchema>;

export const FEEDBACK_COMMENTS_MAX_LENGTH = TEXT_LIMITS.comment;
export const FEEDBACK_REQUIRED_MESSAGE = 'Please provide your feedback';

/** Feedback stored on an advice (spec 01 §3). */
export const adviceFeedbackSchema = z.object({
  status: feedbackReactionSchema,
  details: z
    .object({
      comments: z.string().max(FEEDBACK_COMMENTS_MAX_LENGTH),
      createdAt: isoDateTimeSchema,
      updatedAt: isoDateTimeSchema,
    })
    .optional(),
});
export type AdviceFeedback = z.infer<typeof adviceFeedbackSchema>;

/**
 * POST /flaggedResponse. A thumbs up is sent at once with empty comments, so comments may be
 * empty here; the detailed dialog uses detailedFeedbackFormSchema. adviceId lets the server
 * mark the advice (optional: older clients did not send it).
 */
export const feedbackSubmissionSchema = z.object({
  email: emailSchema,
  reaction: feedbackReactionSchema,
  flaggedQuestion: z.string().max(TEXT_LIMITS.longText),
  flaggedResponse: z.string().max(TEXT_LIMITS.documentText),
  comments: z.string().trim().max(FEEDBACK_COMMENTS_MAX_LENGTH).default(''),
  adviceId: idSchema.optional(),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;
export type FeedbackSubmissionInput = z.input<typeof feedbackSubmissionSchema>;

/** POST /flaggedResponse answers the stored entry's id and the feedback as the advice shows it. */
export const feedbackSubmissionResponseSchema = z.object({
  id: idSchema,
  feedback: adviceFeedbackSchema,
});
export type FeedbackSubmissionResponse = z.infer<typeof feedbackSubmissionResponseSchema>;

/** The detailed feedback dialog (spec 01 §5): comments are required there. */
export const detailedFeedbackFormSchema = z.object({
  comments: z
    .string({ error: FEEDBACK_REQUIRED_MESSAGE })
    .trim()
    .min(1, FEEDBACK_REQUIRED_MESSAGE)
    .max(
      FEEDBACK_COMMENTS_MAX_LENGTH,
      `Feedback must be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters`,
    ),
});
export type DetailedFeedbackForm = z.infer<typeof detailedFeedbackFormSchema>;

/** The same submission with the dialog's rule: what the detailed variant posts. */
export const detailedFeedbackSubmissionSchema = feedbackSubmissionSchema.extend(
  detailedFeedbackFormSchema.shape,
);

/** An entry of the admin flagged-responses list (spec 02 §3). */
export const flaggedResponseSchema = z.object({
  id: idSchema,
  email: emailSchema,
  reaction: feedbackReactionSchema,
  question: z.string().max(TEXT_LIMITS.longText),
  response: z.string().max(TEXT_LIMITS.documentText),
  comments: z.string().max(FEEDBACK_COMMENTS_MAX_LENGTH),
  timestamp: isoDateTimeSchema,
});
export type FlaggedResponse = z.infer<typeof flaggedResponseSchema>;

export const flaggedResponseListSchema = paginated(flaggedResponseSchema);
export type FlaggedResponseList = z.infer<typeof flaggedResponseListSchema>;

/** Spec 02 §3: a rating above 3 (of 5) is positive, anything else negative. */
export function ratingToReaction(rating: number): FeedbackReaction {
  return rating > 3 ? 'positive' : 'negative';
}

/**
 * What a stored feedback entry is about: an answer of the chat ('advice', POST /flaggedResponse)
 * or the message left in the excluded-situation modal of the questionnaire.
 */
export const FEEDBACK_KINDS = ['advice', 'excluded-situation'] as const;
export const feedbackKindSchema = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;

export const EXCLUDED_SITUATION_MESSAGE_REQUIRED = 'Please write a message';

/**
 * POST /formAnswer/excluded-situation-feedback: the situation the user chose at step 1 and the
 * message they wrote. An empty message is never sent (the wizard just restarts), so it is required.
 */
export const excludedSituationFeedbackRequestSchema = z.object({
  excludedSituation: z.enum(EXCLUDED_SITUATIONS).exclude(['none'], {
    error: 'Excluded situation is required',
  }),
  message: z
    .string({ error: EXCLUDED_SITUATION_MESSAGE_REQUIRED })
    .trim()
    .min(1, EXCLUDED_SITUATION_MESSAGE_REQUIRED)
    .max(
      FEEDBACK_COMMENTS_MAX_LENGTH,
      `Message must be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters`,
    ),
});
export type ExcludedSituationFeedbackRequest = z.infer<
  typeof excludedSituationFeedbackRequestSchema
>;

export const excludedSituationFeedbackResponseSchema = z.object({ id: idSchema });
export type ExcludedSituationFeedbackResponse = z.infer<
  typeof excludedSituationFeedbackResponseSchema
>;
