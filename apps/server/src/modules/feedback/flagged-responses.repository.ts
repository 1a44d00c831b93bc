import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flaggedResponses } from '../../db/schema-chat';

export type FlaggedResponseRow = typeof flaggedResponses.$inferSelect;
export type NewFlaggedResponseRow = typeof flaggedResponses.$inferInsert;

/**
 * The one writer of flagged_responses. The questionnaire stores excluded-situation messages
 * here today; the chat's POST /flaggedResponse stores answer feedback (kind 'advice') through
 * the same repository, so administrators read both from one list.
 */
export function createFlaggedResponsesRepository(db: Database) {
  return {
    async insertFlaggedResponse(values: NewFlaggedResponseRow): Promise<FlaggedResponseRow> {
      const [row] = await db.insert(flaggedResponses).values(values).returning();
      return row!;
    },

    /** A user's feedback on one chat answer (kind 'advice'), the latest when there are several. */
    async findAdviceFeedback(
      adviceId: string,
      userId: string,
    ): Promise<FlaggedResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(flaggedResponses)
        .where(
          and(
            eq(flaggedResponses.kind, 'advice'),
            eq(flaggedResponses.adviceId, adviceId),
            eq(flaggedResponses.userId, userId),
          ),
        )
        .orderBy(desc(flaggedResponses.updatedAt))
        .limit(1);
      return row;
    },

    async updateFlaggedResponse(
      id: string,
      values: Partial<NewFlaggedResponseRow>,
    ): Promise<FlaggedResponseRow | undefined> {
      const [row] = await db
        .update(flaggedResponses)
        .set(values)
        .where(eq(flaggedResponses.id, id))
        .returning();
      return row;
    },
  };
}
export type FlaggedResponsesRepository = ReturnType<typeof createFlaggedResponsesRepository>;
