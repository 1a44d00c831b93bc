import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, savedSituations } from '../../db/schema-chat';

export type SituationRow = typeof savedSituations.$inferSelect;
export type NewSituationRow = typeof savedSituations.$inferInsert;

export function createSituationsRepository(db: Database) {
  return {
    async insertSituation(values: NewSituationRow): Promise<SituationRow> {
      const [row] = await db.insert(savedSituations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findSituation(id: string): Promise<SituationRow | undefined> {
      const [row] = await db.select().from(savedSituations).where(eq(savedSituations.id, id));
      return row;
    },

    async listSituations(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedSituations)
          .where(eq(savedSituations.userId, userId))
          .orderBy(desc(savedSituations.createdAt), desc(savedSituations.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(savedSituations)
          .where(eq(savedSituations.userId, userId)),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    /** Deletes the user's situation; false when there is none of theirs with that id. */
    async deleteSituation(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(savedSituations)
        .where(and(eq(savedSituations.id, id), eq(savedSituations.userId, userId)))
        .returning({ id: savedSituations.id });
      return deleted.length > 0;
    },

    /** The owner and questionnaire copy of a conversation a situation is saved from. */
    async findConversation(id: string) {
      const [row] = await db
        .select({
          id: conversations.id,
          userId: conversations.userId,
          formAnswers: conversations.formAnswers,
        })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row;
    },
  };
}
export type SituationsRepository = ReturnType<typeof createSituationsRepository>;
