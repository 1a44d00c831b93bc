import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advices, conversations, flaggedResponses } from '../../db/schema-chat';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;

/** The conversation rows' own queries; the advices repository carries them for its services. */
export function createConversationsRepository(db: Database) {
  return {
    async insertConversation(values: NewConversationRow): Promise<ConversationRow> {
      const [row] = await db.insert(conversations).values(values).returning();
      return row!;
    },

    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    /** Newest activity first, one query (the total rides along as a window count). */
    async listConversations(userId: string, limit: number, offset: number) {
      const rows = await db
        .select({ conversation: conversations, total: sql<number>`count(*) over ()` })
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) {
        return { rows: rows.map((row) => row.conversation), total: Number(rows[0]?.total ?? 0) };
      }
      // Past the last page: the window count has no row to ride on.
      const [total] = await db
        .select({ value: count() })
        .from(conversations)
        .where(eq(conversations.userId, userId));
      return { rows: [], total: total?.value ?? 0 };
    },

    async updateConversation(
      id: string,
      values: Partial<Pick<ConversationRow, 'title' | 'formAnswers' | 'caseOutcome' | 'updatedAt'>>,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set(values)
        .where(eq(conversations.id, id))
        .returning();
      return row;
    },

    /** The stream's write: nothing read back (the outcome is a large JSON value). */
    async setCaseOutcome(id: string, caseOutcome: ConversationRow['caseOutcome']): Promise<void> {
      await db.update(conversations).set({ caseOutcome }).where(eq(conversations.id, id));
    },

    /** The conversation, its advices and their feedback go together (one transaction). */
    async deleteConversation(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ids = tx
          .select({ id: advices.id })
          .from(advices)
          .where(eq(advices.conversationId, id));
        await tx.delete(flaggedResponses).where(inArray(flaggedResponses.adviceId, ids));
        await tx.delete(advices).where(eq(advices.conversationId, id));
        await tx.delete(conversations).where(eq(conversations.id, id));
      });
    },
  };
}
