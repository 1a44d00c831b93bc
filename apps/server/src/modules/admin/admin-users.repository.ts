import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getPageOffset, type AdminUsersQuery } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { advices, conversations, flaggedResponses } from '../../db/schema-chat';
import { idpRefreshTokens, idpUsers, users } from '../../db/schema-identity';
import type { NewUserRow, UserRow } from '../users/users.repository';

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  status: users.status,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Queries of the admin user screens; every write takes the caller's transaction. */
export function createAdminUsersRepository(db: Database) {
  return {
    async listUsers(query: AdminUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      if (query.status !== 'all') conditions.push(eq(users.status, query.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[query.sortField]), asc(users.id))
          .limit(query.limit)
          .offset(getPageOffset(query.page, query.limit)),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findUser(tx: Database, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Locks the rows of the administrators still able to act, so two concurrent demotions
     * cannot both see "another admin remains" and leave none.
     */
    async lockActiveAdminIds(tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), ne(users.status, 'SUSPENDED')))
        .for('update');
      return rows.map((row) => row.id);
    },

    async updateUser(tx: Database, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row!;
    },

    /** Ends every session of the identity account at once (its refresh families). */
    async revokeSessions(tx: Database, providerId: string, at: Date): Promise<void> {
      await tx
        .update(idpRefreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            sql`${idpRefreshTokens.userSub}::text = ${providerId}`,
            isNull(idpRefreshTokens.revokedAt),
          ),
        );
    },

    async countUsage(id: string): Promise<{ conversations: number; questions: number }> {
      const [[conversationCount], [questionCount]] = await Promise.all([
        db.select({ value: count() }).from(conversations).where(eq(conversations.userId, id)),
        db.select({ value: count() }).from(advices).where(eq(advices.userId, id)),
      ]);
      return {
        conversations: conversationCount?.value ?? 0,
        questions: questionCount?.value ?? 0,
      };
    },

    /** The user's questions and answers, oldest first, the newest `limit` of them. */
    async listChatHistory(tx: Database, userId: string, limit: number) {
      const rows = await tx
        .select({
          question: advices.question,
          answer: advices.answer,
          createdAt: advices.createdAt,
          updatedAt: advices.updatedAt,
        })
        .from(advices)
        .where(eq(advices.userId, userId))
        .orderBy(desc(advices.createdAt))
        .limit(limit);
      return rows.reverse();
    },

    async deleteConversations(tx: Database, userId: string): Promise<number> {
      const deleted = await tx
        .delete(conversations)
        .where(eq(conversations.userId, userId))
        .returning({ id: conversations.id });
      return deleted.length;
    },

    /**
     * Removes the product record (its conversations, forms, situations and events cascade) and
     * the identity account (its codes and refresh tokens cascade).
     */
    async deleteAccount(tx: Database, user: UserRow): Promise<void> {
      // Feedback keeps the email it was sent with: it goes with the account.
      await tx.delete(flaggedResponses).where(eq(flaggedResponses.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
      await tx.delete(idpUsers).where(sql`${idpUsers.sub}::text = ${user.providerId}`);
    },

    async findUsersByIds(ids: string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
