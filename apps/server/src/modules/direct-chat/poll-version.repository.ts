import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema-identity';
import {
  directConversationParticipants as participants,
  directConversations,
  lawyerProfiles,
  lawyerRatings,
} from '../../db/schema-marketplace';

/**
 * What the 3000 ms poll answers "nothing new" from (issue 13): one query over the caller's
 * participant rows (indexed by user, or by conversation and user), without message bodies. It
 * fingerprints everything a conversation view shows: a new message or quote moves the
 * conversation's updated_at, a read moves the caller's last_read_at, a new conversation adds a
 * row, and the other person's name, picture, lawyer profile and the caller's rating of them are
 * read from their own rows.
 */
export function createPollVersionRepository(db: Database) {
  async function readVersion(userId: string, conversationId?: string) {
    const others = sql`other`;
    const result = await db
      .select({
        rows: sql<number>`count(distinct ${directConversations.id})::int`,
        version: sql<string>`md5(coalesce(string_agg(concat_ws('|',
          ${directConversations.id}, ${directConversations.updatedAt},
          ${directConversations.lastMessageAt}, ${directConversations.quoteRequestedAt},
          ${participants.lastReadAt}, ${others}.user_id, ${users.updatedAt},
          ${lawyerProfiles.id}, ${lawyerRatings.score}
        ), ',' order by ${directConversations.id}, ${others}.user_id), ''))`,
      })
      .from(participants)
      .innerJoin(directConversations, eq(directConversations.id, participants.conversationId))
      .leftJoin(
        sql`${participants} as ${others}`,
        sql`${others}.conversation_id = ${participants.conversationId} and ${others}.user_id <> ${participants.userId}`,
      )
      .leftJoin(users, sql`${users.id} = ${others}.user_id`)
      .leftJoin(lawyerProfiles, sql`${lawyerProfiles.userId} = ${others}.user_id`)
      .leftJoin(
        lawyerRatings,
        and(eq(lawyerRatings.profileId, lawyerProfiles.id), eq(lawyerRatings.userId, userId)),
      )
      .where(
        and(
          eq(participants.userId, userId),
          conversationId ? eq(participants.conversationId, conversationId) : undefined,
        ),
      );
    const [row] = result;
    return { conversations: row?.rows ?? 0, version: row?.version ?? '' };
  }

  return {
    /** The fingerprint of the caller's conversation list. */
    readListVersion: (userId: string) => readVersion(userId),
    /** The fingerprint of one conversation as the caller sees it; 0 conversations: not theirs. */
    readConversationVersion: (userId: string, conversationId: string) =>
      readVersion(userId, conversationId),
  };
}
export type PollVersionRepository = ReturnType<typeof createPollVersionRepository>;
