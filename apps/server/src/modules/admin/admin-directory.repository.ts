import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_LAWYER_RATINGS_SHOWN,
  getPageOffset,
  type AdminDirectConversationsQuery,
  type AdminLawyersQuery,
} from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema-identity';
import {
  directConversationParticipants as participants,
  directConversations,
  directMessages,
  lawyerProfiles,
  lawyerRatings,
} from '../../db/schema-marketplace';
import { auditLogs } from '../../db/schema-platform';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
};
export type AccountRow = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'lawyer';
  status: 'UNCONFIRMED' | 'CONFIRMED' | 'SUSPENDED';
};

// Qualified by hand: in a one-table select Drizzle writes a bare "id", which inside this
// subquery would name the message's id.
const messageCount = sql<number>`(
  select count(*)::int from ${directMessages} m
  where m.conversation_id = ${sql.raw('"direct_conversations"."id"')}
)`;
const lastActivity = sql`coalesce(${directConversations.lastMessageAt}, ${directConversations.createdAt})`;

/**
 * Queries of the back office's lawyer directory and one-to-one conversations (issue 15).
 * Reads that go with an audit entry take the caller's transaction.
 */
export function createAdminDirectoryRepository(db: Database) {
  return {
    async listLawyers(query: AdminLawyersQuery) {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(
          or(
            ilike(lawyerProfiles.name, pattern),
            ilike(lawyerProfiles.city, pattern),
            ilike(users.email, pattern),
          )!,
        );
      }
      if (query.demo !== 'all') conditions.push(eq(lawyerProfiles.isDemo, query.demo === 'demo'));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ profile: lawyerProfiles, accountId: users.id })
          .from(lawyerProfiles)
          .leftJoin(users, eq(users.id, lawyerProfiles.userId))
          .where(where)
          .orderBy(asc(lawyerProfiles.name), asc(lawyerProfiles.id))
          .limit(query.limit)
          .offset(getPageOffset(query.page, query.limit)),
        db
          .select({ value: count() })
          .from(lawyerProfiles)
          .leftJoin(users, eq(users.id, lawyerProfiles.userId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findAccounts(ids: string[]): Promise<AccountRow[]> {
      if (ids.length === 0) return [];
      return db.select(accountColumns).from(users).where(inArray(users.id, ids));
    },

    async findProfile(id: string) {
      const [row] = await db.select().from(lawyerProfiles).where(eq(lawyerProfiles.id, id));
      return row;
    },

    async listRatings(profileId: string) {
      return db
        .select()
        .from(lawyerRatings)
        .where(eq(lawyerRatings.profileId, profileId))
        .orderBy(desc(lawyerRatings.createdAt), desc(lawyerRatings.id))
        .limit(ADMIN_LAWYER_RATINGS_SHOWN);
    },

    async countConversationsOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(participants)
        .where(eq(participants.userId, userId));
      return row?.value ?? 0;
    },

    async listConversations(query: AdminDirectConversationsQuery) {
      let where: SQL | undefined;
      if (query.participant) {
        const pattern = `%${escapeLike(query.participant)}%`;
        where = exists(
          db
            .select({ one: sql`1` })
            .from(participants)
            .innerJoin(users, eq(users.id, participants.userId))
            .where(
              and(
                eq(participants.conversationId, directConversations.id),
                or(ilike(users.name, pattern), ilike(users.email, pattern)),
              ),
            ),
        );
      }
      const [rows, [total]] = await Promise.all([
        db
          .select({ conversation: directConversations, messageCount })
          .from(directConversations)
          .where(where)
          .orderBy(desc(lastActivity), desc(directConversations.id))
          .limit(query.limit)
          .offset(getPageOffset(query.page, query.limit)),
        db.select({ value: count() }).from(directConversations).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Participants whose account still exists, by conversation. */
    async listParticipants(tx: Database, conversationIds: string[]) {
      if (conversationIds.length === 0) return [];
      return tx
        .select({ conversationId: participants.conversationId, account: accountColumns })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(inArray(participants.conversationId, conversationIds))
        .orderBy(asc(users.name), asc(users.id));
    },

    async findConversation(tx: Database, id: string) {
      const [row] = await tx
        .select({ conversation: directConversations, messageCount })
        .from(directConversations)
        .where(eq(directConversations.id, id));
      return row;
    },

    async listMessages(tx: Database, conversationId: string, limit: number) {
      const rows = await tx
        .select()
        .from(directMessages)
        .where(eq(directMessages.conversationId, conversationId))
        .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Whether this admin's read of this conversation was audited since `since`. */
    async hasRecentRead(
      tx: Database,
      read: { actorId: string; entityId: string; action: string; since: Date },
    ) {
      const [row] = await tx
        .select({ id: auditLogs.id })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.userId, read.actorId),
            gte(auditLogs.timestamp, read.since),
            eq(auditLogs.entityId, read.entityId),
            eq(auditLogs.action, read.action),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type AdminDirectoryRepository = ReturnType<typeof createAdminDirectoryRepository>;
