import { z } from 'zod';
import { adviceFeedbackSchema } from '@lexlogis/contracts';

/**
 * What the chat validates its answers with, loaded on use (dynamic import) by advices-api.ts and
 * kb-status.ts so that zod and these contracts modules stay off the first paint of `/` (issue 18).
 */
export {
  adviceConversationSchema,
  adviceItemSchema,
  adviceListItemSchema,
  adviceListResponseSchema,
  adviceStreamEventSchema,
  feedbackSubmissionSchema,
  kbStatusSchema,
} from '@lexlogis/contracts';

/** POST /flaggedResponse answers the feedback with its advice id. */
export const feedbackResponseSchema = z.object({ id: z.string(), feedback: adviceFeedbackSchema });
