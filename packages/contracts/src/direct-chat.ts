import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema, optionalLinkSchema } from './primitives';

// Schema-free, so the web app's sidebars and poll use them without loading zod (issue 18).
export {
  DIRECT_CHAT_POLL_INTERVAL_MS,
  UNKNOWN_PARTICIPANT_NAME,
  getParticipantName,
} from './direct-chat-values';

/** One-to-one conversations among users and lawyers (spec 01 §3, spec 02 §3). */
export const DIRECT_MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED_MESSAGE = 'Message cannot be empty';

export const participantSchema = z.object({
  id: idSchema,
  name: z.string().max(TEXT_LIMITS.name),
  avatar: optionalLinkSchema.nullable().optional(),
});
export type Participant = z.infer<typeof participantSchema>;

export const directMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  content: z.string().max(DIRECT_MESSAGE_MAX_LENGTH),
  /** Null when the sender's account was deleted. */
  senderId: idSchema.nullable(),
  /** Null when the sender no longer exists; clients show UNKNOWN_PARTICIPANT_NAME. */
  sender: participantSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const directConversationSchema = z.object({
  id: idSchema,
  participantIds: z.array(idSchema),
  /** The other participants as they are now; a deleted account is simply absent. */
  participants: z.array(participantSchema).optional(),
  /** The whole thread in GET by id; only the latest message in the list. */
  messages: z.array(directMessageSchema),
  /** Messages from the others newer than the caller's last read. */
  unreadCount: z.number().int().nonnegative().optional(),
  /** Opened from "Get a free quote". */
  isQuoteRequest: z.boolean().optional(),
  /** The lawyer profile of the other participant, when they are a lawyer with a profile. */
  lawyerProfileId: idSchema.nullable().optional(),
  /** The caller's rating of that lawyer, or null when not rated yet. */
  myRating: z.number().int().min(1).max(5).nullable().optional(),
  lastMessageAt: isoDateTimeSchema.nullable().optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type DirectConversation = z.infer<typeof directConversationSchema>;

export const directConversationListSchema = z.object({
  items: z.array(directConversationSchema),
});
export type DirectConversationList = z.infer<typeof directConversationListSchema>;

/**
 * POST /chat/conversations: opens (or returns) the conversation with one other person. With
 * quote, it is a free-quote request: shareSummary true (the user ticked the box) and a chat
 * conversation of theirs posts a short summary of it as the first message; nothing otherwise.
 */
export const createDirectConversationRequestSchema = z.object({
  receiverId: idSchema,
  quote: z
    .object({
      shareSummary: z.boolean(),
      adviceConversationId: idSchema.optional(),
    })
    .strict()
    .optional(),
});
export type CreateDirectConversationRequest = z.infer<typeof createDirectConversationRequestSchema>;

/** POST /chat/messages. */
export const createDirectMessageRequestSchema = z.object({
  conversationId: idSchema,
  content: z
    .string({ error: MESSAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, MESSAGE_REQUIRED_MESSAGE)
    .max(
      DIRECT_MESSAGE_MAX_LENGTH,
      `Message must be at most ${DIRECT_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type CreateDirectMessageRequest = z.infer<typeof createDirectMessageRequestSchema>;

/** Participant lookup: ids in, { id, name, avatar } out; unknown ids are simply absent. */
export const MAX_PARTICIPANT_LOOKUP = 100;
export const participantDetailsRequestSchema = z.object({
  participantIds: z.array(idSchema).min(1).max(MAX_PARTICIPANT_LOOKUP),
});
export type ParticipantDetailsRequest = z.infer<typeof participantDetailsRequestSchema>;

export const participantDetailsResponseSchema = z.object({
  participants: z.array(participantSchema),
});
export type ParticipantDetailsResponse = z.infer<typeof participantDetailsResponseSchema>;
