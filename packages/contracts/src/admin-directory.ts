import { z } from 'zod';
import { directMessageSchema } from './direct-chat';
import { PROFILE_COMPLETENESS_FIELDS, lawyerProfileSchema } from './lawyer-profile';
import { lawyerRatingSchema } from './lawyer-rating';
import { TEXT_LIMITS, emailSchema, idSchema, isoDateTimeSchema } from './primitives';
import { buildPaginationQueryShape, paginated } from './pagination';
import { userRoleSchema } from './profile';
import { userStatusSchema } from './user';

/**
 * The back office's lawyer directory and one-to-one conversations (issue 15). Paths:
 * docs/api-admin-directory.md.
 */

const searchText = z.string().trim().max(TEXT_LIMITS.shortText).optional();

export const ADMIN_LAWYER_DEMO_FILTERS = ['all', 'demo', 'real'] as const;
export type AdminLawyerDemoFilter = (typeof ADMIN_LAWYER_DEMO_FILTERS)[number];

/** GET /admin/lawyers: search matches the profile's name or city, or the account's email. */
export const adminLawyersQuerySchema = z
  .object({
    ...buildPaginationQueryShape(),
    search: searchText,
    demo: z.enum(ADMIN_LAWYER_DEMO_FILTERS).default('all'),
  })
  .strict();
export type AdminLawyersQuery = z.infer<typeof adminLawyersQuerySchema>;
export type AdminLawyersQueryInput = z.input<typeof adminLawyersQuerySchema>;

export const profileCompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(PROFILE_COMPLETENESS_FIELDS)),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

/** The account behind a profile or in a conversation, as an administrator sees it. */
export const adminAccountSummarySchema = z.object({
  id: idSchema,
  name: z.string().max(TEXT_LIMITS.name),
  email: emailSchema,
  role: userRoleSchema,
  status: userStatusSchema,
});
export type AdminAccountSummary = z.infer<typeof adminAccountSummarySchema>;

export const adminLawyerSummarySchema = z.object({
  id: idSchema,
  name: z.string().max(TEXT_LIMITS.name),
  /** Null for a demo profile without an account, or once the account was deleted. */
  account: adminAccountSummarySchema.nullable(),
  locationFormatted: z.string().max(500),
  isDemo: z.boolean(),
  ratingScore: z.number().min(0).max(5),
  totalRatings: z.number().int().nonnegative(),
  completeness: profileCompletenessSchema,
  createdAt: isoDateTimeSchema,
});
export type AdminLawyerSummary = z.infer<typeof adminLawyerSummarySchema>;

export const adminLawyerListSchema = paginated(adminLawyerSummarySchema);
export type AdminLawyerList = z.infer<typeof adminLawyerListSchema>;

/** How many ratings the detail shows, newest first (the count and score cover them all). */
export const ADMIN_LAWYER_RATINGS_SHOWN = 50;

/** GET /admin/lawyers/{id}. */
export const adminLawyerDetailSchema = z.object({
  profile: lawyerProfileSchema,
  account: adminAccountSummarySchema.nullable(),
  completeness: profileCompletenessSchema,
  ratings: z.array(lawyerRatingSchema).max(ADMIN_LAWYER_RATINGS_SHOWN),
  /** Direct conversations the profile's account takes part in (0 without an account). */
  conversationCount: z.number().int().nonnegative(),
});
export type AdminLawyerDetail = z.infer<typeof adminLawyerDetailSchema>;

/** GET /admin/chat/conversations: `participant` matches a participant's name or email. */
export const adminDirectConversationsQuerySchema = z
  .object({
    ...buildPaginationQueryShape(),
    participant: searchText,
  })
  .strict();
export type AdminDirectConversationsQuery = z.infer<typeof adminDirectConversationsQuerySchema>;
export type AdminDirectConversationsQueryInput = z.input<
  typeof adminDirectConversationsQuerySchema
>;

/** A conversation in the admin list: who, how many messages and when; never their content. */
export const adminDirectConversationSummarySchema = z.object({
  id: idSchema,
  /** Participants whose account still exists. */
  participants: z.array(adminAccountSummarySchema),
  messageCount: z.number().int().nonnegative(),
  isQuoteRequest: z.boolean(),
  lastMessageAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminDirectConversationSummary = z.infer<typeof adminDirectConversationSummarySchema>;

export const adminDirectConversationListSchema = paginated(adminDirectConversationSummarySchema);
export type AdminDirectConversationList = z.infer<typeof adminDirectConversationListSchema>;

/** The newest messages an admin reads at once, oldest first. */
export const ADMIN_CONVERSATION_MESSAGES_SHOWN = 500;
/**
 * Reading a conversation is audited once per administrator and conversation in this window,
 * so the screen's 3 s polling does not write a row every poll (docs/decisions.md).
 */
export const ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS = 10 * 60 * 1000;

/** GET /admin/chat/conversations/{id}: the read is audited. */
export const adminDirectConversationDetailSchema = z.object({
  conversation: adminDirectConversationSummarySchema,
  messages: z.array(directMessageSchema).max(ADMIN_CONVERSATION_MESSAGES_SHOWN),
});
export type AdminDirectConversationDetail = z.infer<typeof adminDirectConversationDetailSchema>;
