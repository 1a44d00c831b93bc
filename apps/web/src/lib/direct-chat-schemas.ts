/**
 * What the one-to-one chat validates with, loaded on use (dynamic import) by direct-chat.ts so
 * that zod stays off the first paint of the screens that poll it (issue 18).
 */
export {
  directConversationListSchema,
  directConversationSchema,
  directMessageSchema,
  lawyerRatingSchema,
} from '@lexlogis/contracts';
