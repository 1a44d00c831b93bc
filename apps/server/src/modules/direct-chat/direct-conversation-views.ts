import { httpUrlSchema, type DirectConversation, type DirectMessage } from '@lexlogis/contracts';
import type { RequestSession } from '../auth/session';
import type {
  DirectChatRepository,
  DirectConversationRow,
  DirectMessageRow,
} from './direct-chat.repository';

/** Only http(s) pictures go out; anything else shows initials. */
export function readAvatar(picture: string | null | undefined): string | null {
  return picture && httpUrlSchema.safeParse(picture).success ? picture : null;
}

/**
 * The conversations as the caller sees them: the other participants with their names and
 * pictures, the lawyer's profile and the caller's rating of it, and the messages given.
 */
export async function buildConversationViews(
  repository: DirectChatRepository,
  session: RequestSession,
  rows: { conversation: DirectConversationRow; unreadCount: number }[],
  threads: Map<string, DirectMessageRow[]>,
): Promise<DirectConversation[]> {
  const ids = rows.map((row) => row.conversation.id);
  const memberships = await repository.listParticipantIds(ids);
  const messageRows = [...threads.values()].flat();
  const userIds = new Set([
    ...memberships.map((member) => member.userId),
    ...messageRows.flatMap((message) => (message.senderId ? [message.senderId] : [])),
  ]);
  const people = new Map((await repository.findUsers([...userIds])).map((u) => [u.id, u]));
  const others = memberships.filter((member) => member.userId !== session.userId);
  const profiles = await repository.listProfilesOfUsers(
    [...new Set(others.map((member) => member.userId))],
    session.userId,
  );
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const toParticipant = (id: string) => {
    const person = people.get(id);
    return person ? { id, name: person.name, avatar: readAvatar(person.picture) } : null;
  };
  const toMessage = (row: DirectMessageRow): DirectMessage => ({
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    senderId: row.senderId,
    sender: row.senderId ? toParticipant(row.senderId) : null,
    createdAt: row.createdAt.toISOString(),
  });
  return rows.map(({ conversation, unreadCount }) => {
    const memberIds = memberships
      .filter((member) => member.conversationId === conversation.id)
      .map((member) => member.userId);
    const otherIds = memberIds.filter((id) => id !== session.userId);
    const lawyer = otherIds.map((id) => profileOf.get(id)).find(Boolean);
    return {
      id: conversation.id,
      participantIds: memberIds,
      participants: otherIds.flatMap((id) => toParticipant(id) ?? []),
      messages: (threads.get(conversation.id) ?? []).map(toMessage),
      unreadCount,
      isQuoteRequest: conversation.quoteRequestedAt !== null,
      lawyerProfileId: lawyer?.profileId ?? null,
      myRating: lawyer?.myRating ?? null,
      lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
      createdAt: conversation.createdAt.toISOString(),
      updatedAt: conversation.updatedAt.toISOString(),
    };
  });
}
