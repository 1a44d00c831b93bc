import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema, optionalLinkSchema } from './primitives';

/** One-to-one conversations among users and lawyers (spec 01 §3, spec 02 §3). */
export const DIRECT_MESSAGE_MAX_LENGTH = 5000;
export const DIRECT_CHAT_POLL_INTERVAL_MS = 3000;
/** Shown when a message's sender cannot be resolved (spec 02 §3). */
export const UNKNOWN_PARTICIPANT_NAME = 'Unknown User';
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
  senderId: idSchema,
  /** Null when the sender no longer exists; clients show UNKNOWN_PARTICIPANT_NAME. */
  sender: participantSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const directConversationSchema = z.object({
  id: idSchema,
  participantIds: z.array(idSchema),
  messages: z.array(directMessageSchema),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type DirectConversation = z.infer<typeof directConversationSchema>;

export const directConversationListSchema = z.object({
  items: z.array(directConversationSchema),
});
export type DirectConversationList = z.infer<typeof directConversationListSchema>;

/** POST /chat/conversations: opens (or returns) the conversation with one other person. */
export const createDirectConversationRequestSchema = z.object({ receiverId: idSchema });
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

export function getParticipantName(
  participant: { name?: string | null } | null | undefined,
): string {
  const name = participant?.name?.trim();
  return name ? name : UNKNOWN_PARTICIPANT_NAME;
}
