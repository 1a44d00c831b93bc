import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema-identity';
import {
  directConversationParticipants as participants,
  directConversations,
  directMessages,
  lawyerProfiles,
  lawyerRatings,
} from '../../db/schema-marketplace';

export type DirectConversationRow = typeof directConversations.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;
export type ParticipantUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'picture' | 'role' | 'status' | 'language'
>;

/** The conversation's key for "one conversation per pair of people". */
export function buildPairKey(userA: string, userB: string): string {
  return [userA, userB].sort().join(':');
}

const participantColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  picture: users.picture,
  role: users.role,
  status: users.status,
  language: users.language,
};

/**
 * The conversation's updated_at only ever moves forward, at least by a millisecond per change,
 * even for two changes in the same instant: the poll's entity tag is built from it.
 */
function advanceUpdatedAt(now: Date) {
  return sql`greatest(${now.toISOString()}::timestamptz, ${directConversations.updatedAt} + interval '1 millisecond')`;
}

/**
 * Queries of direct conversations. listConversationsOf is also meant for the back office
 * (issue 15): given a user id and a page it answers their conversations, newest first.
 */
export function createDirectChatRepository(db: Database) {
  const unreadCount = (userId: string) => sql<number>`(
    select count(*)::int from ${directMessages} m
    where m.conversation_id = ${directConversations.id}
      and (m.sender_id is null or m.sender_id <> ${userId})
      and m.created_at > coalesce(${participants.lastReadAt}, 'epoch'::timestamptz)
  )`;

  return {
    async findUser(id: string): Promise<ParticipantUserRow | undefined> {
      const [row] = await db.select(participantColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async findUsers(ids: string[]): Promise<ParticipantUserRow[]> {
      if (ids.length === 0) return [];
      return db.select(participantColumns).from(users).where(inArray(users.id, ids));
    },

    async findConversationByPair(pairKey: string) {
      const [row] = await db
        .select()
        .from(directConversations)
        .where(eq(directConversations.pairKey, pairKey));
      return row;
    },

    /** Creates the pair's conversation, or returns the one a concurrent request created. */
    async createConversation(pairKey: string, userIds: [string, string], now: Date) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(directConversations)
          .values({ pairKey, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          const [existing] = await tx
            .select()
            .from(directConversations)
            .where(eq(directConversations.pairKey, pairKey));
          return existing;
        }
        await tx
          .insert(participants)
          .values(userIds.map((userId) => ({ conversationId: created.id, userId })));
        return created;
      });
    },

    async markQuoteRequested(id: string, now: Date): Promise<void> {
      await db
        .update(directConversations)
        .set({ quoteRequestedAt: now, updatedAt: advanceUpdatedAt(now) })
        .where(eq(directConversations.id, id));
    },

    async findConversation(id: string) {
      const [row] = await db
        .select()
        .from(directConversations)
        .where(eq(directConversations.id, id));
      return row;
    },

    async listParticipantIds(conversationIds: string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .select({ conversationId: participants.conversationId, userId: participants.userId })
        .from(participants)
        .where(inArray(participants.conversationId, conversationIds));
    },

    /** The user's conversations, most recent activity first, with their unread count. */
    async listConversationsOf(userId: string, page: { limit: number; offset: number }) {
      return db
        .select({ conversation: directConversations, unreadCount: unreadCount(userId) })
        .from(participants)
        .innerJoin(directConversations, eq(directConversations.id, participants.conversationId))
        .where(eq(participants.userId, userId))
        .orderBy(
          desc(
            sql`coalesce(${directConversations.lastMessageAt}, ${directConversations.createdAt})`,
          ),
          desc(directConversations.id),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The conversation if `userId` takes part in it, with their last read time. */
    async findMembership(conversationId: string, userId: string) {
      const [row] = await db
        .select({ conversation: directConversations, lastReadAt: participants.lastReadAt })
        .from(participants)
        .innerJoin(directConversations, eq(directConversations.id, participants.conversationId))
        .where(
          and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)),
        );
      return row;
    },

    /** The newest message of each conversation. */
    async listLatestMessages(conversationIds: string[]): Promise<DirectMessageRow[]> {
      if (conversationIds.length === 0) return [];
      return db
        .selectDistinctOn([directMessages.conversationId])
        .from(directMessages)
        .where(inArray(directMessages.conversationId, conversationIds))
        .orderBy(directMessages.conversationId, desc(directMessages.createdAt));
    },

    async listMessages(conversationId: string, limit: number): Promise<DirectMessageRow[]> {
      const rows = await db
        .select()
        .from(directMessages)
        .where(eq(directMessages.conversationId, conversationId))
        .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async insertMessage(values: {
      conversationId: string;
      senderId: string;
      content: string;
      createdAt: Date;
    }): Promise<DirectMessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(directMessages).values(values).returning();
        await tx
          .update(directConversations)
          .set({ lastMessageAt: values.createdAt, updatedAt: advanceUpdatedAt(values.createdAt) })
          .where(eq(directConversations.id, values.conversationId));
        await tx
          .update(participants)
          .set({ lastReadAt: values.createdAt })
          .where(
            and(
              eq(participants.conversationId, values.conversationId),
              eq(participants.userId, values.senderId),
            ),
          );
        return row!;
      });
    },

    async markRead(conversationId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(participants)
        .set({ lastReadAt: at })
        .where(
          and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)),
        );
    },

    async countMessagesSince(senderId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(directMessages)
        .where(and(eq(directMessages.senderId, senderId), gt(directMessages.createdAt, since)));
      return row?.total ?? 0;
    },

    /** Whether `lawyerId` answered `userId` at least once in their direct conversation. */
    async hasLawyerReplied(userId: string, lawyerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: directMessages.id })
        .from(directMessages)
        .innerJoin(directConversations, eq(directConversations.id, directMessages.conversationId))
        .where(
          and(
            eq(directConversations.pairKey, buildPairKey(userId, lawyerId)),
            eq(directMessages.senderId, lawyerId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Lawyer profiles of these users, and the rater's rating of each, for the thread header. */
    async listProfilesOfUsers(userIds: string[], raterId: string) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: lawyerProfiles.userId,
          profileId: lawyerProfiles.id,
          myRating: lawyerRatings.score,
        })
        .from(lawyerProfiles)
        .leftJoin(
          lawyerRatings,
          and(eq(lawyerRatings.profileId, lawyerProfiles.id), eq(lawyerRatings.userId, raterId)),
        )
        .where(inArray(lawyerProfiles.userId, userIds));
    },
  };
}
export type DirectChatRepository = ReturnType<typeof createDirectChatRepository>;
