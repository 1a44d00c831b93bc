import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AdviceStatus } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { advices, conversations, flaggedResponses } from '../../db/schema-chat';
import { createConversationsRepository } from './conversations.repository';

export type AdviceRow = typeof advices.$inferSelect;
export type AdviceUpdate = Partial<
  Pick<
    AdviceRow,
    | 'answer'
    | 'status'
    | 'reasoning'
    | 'modelId'
    | 'lang'
    | 'sources'
    | 'legacyLists'
    | 'errorMessage'
    | 'question'
    | 'clientAuthored'
    | 'guideIds'
  >
>;
export type FeedbackRow = typeof flaggedResponses.$inferSelect;

/** Conversations (conversations.repository.ts) and their advices: the only place with their queries. */
export function createAdvicesRepository(db: Database) {
  async function touchConversation(tx: Database, id: string, now: Date): Promise<void> {
    await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, id));
  }

  return {
    ...createConversationsRepository(db),

    async listAdvices(conversationId: string): Promise<AdviceRow[]> {
      return db
        .select()
        .from(advices)
        .where(eq(advices.conversationId, conversationId))
        .orderBy(asc(advices.createdAt), asc(advices.id));
    },

    /**
     * The last `limit` turns our pipeline answered before `before`, oldest first (history for
     * the model). An answer a client stored is left out: the model must never be told it said
     * what a client wrote.
     */
    async listRecentAnswered(
      conversationId: string,
      before: Date,
      limit: number,
    ): Promise<AdviceRow[]> {
      const rows = await db
        .select()
        .from(advices)
        .where(
          and(
            eq(advices.conversationId, conversationId),
            eq(advices.status, 'ready'),
            eq(advices.clientAuthored, false),
            lt(advices.createdAt, before),
          ),
        )
        .orderBy(desc(advices.createdAt))
        .limit(limit);
      return rows.reverse();
    },

    /** The owner's latest feedback per advice (kind 'advice'). */
    async listFeedback(adviceIds: string[], userId: string): Promise<Map<string, FeedbackRow>> {
      const byAdvice = new Map<string, FeedbackRow>();
      if (adviceIds.length === 0) return byAdvice;
      const rows = await db
        .select()
        .from(flaggedResponses)
        .where(
          and(
            eq(flaggedResponses.kind, 'advice'),
            eq(flaggedResponses.userId, userId),
            inArray(flaggedResponses.adviceId, adviceIds),
          ),
        )
        .orderBy(asc(flaggedResponses.updatedAt));
      for (const row of rows) if (row.adviceId) byAdvice.set(row.adviceId, row);
      return byAdvice;
    },

    /** A new question; the conversation moves to the top of the list (one transaction). */
    async insertAdvice(values: {
      conversationId: string;
      userId: string;
      question: string;
      status: AdviceStatus;
      now: Date;
      update?: AdviceUpdate;
    }): Promise<AdviceRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(advices)
          .values({
            conversationId: values.conversationId,
            userId: values.userId,
            question: values.question,
            status: values.status,
            ...values.update,
            createdAt: values.now,
            updatedAt: values.now,
          })
          .returning();
        await touchConversation(tx, values.conversationId, values.now);
        return row!;
      });
    },

    async findAdvice(id: string): Promise<AdviceRow | undefined> {
      const [row] = await db.select().from(advices).where(eq(advices.id, id));
      return row;
    },

    /**
     * Updates an advice (and the conversation's updatedAt) in one transaction. With `from`, only
     * an advice currently in one of those statuses changes: the compare-and-set that keeps two
     * requests from both starting, or finishing, the same answer.
     */
    async updateAdvice(
      id: string,
      values: AdviceUpdate,
      now: Date,
      from?: readonly AdviceStatus[],
    ): Promise<AdviceRow | undefined> {
      return db.transaction(async (tx) => {
        const condition = from
          ? and(eq(advices.id, id), inArray(advices.status, [...from]))
          : eq(advices.id, id);
        const [row] = await tx
          .update(advices)
          .set({ ...values, updatedAt: now })
          .where(condition)
          .returning();
        if (row) await touchConversation(tx, row.conversationId, now);
        return row;
      });
    },

    /**
     * updateAdvice for an answer's last write (`from` required): the row is read back without
     * its sources and lists, which the caller holds (about 100 kB of JSON an answer would
     * otherwise read back and parse for nothing).
     */
    async finishAdvice(
      id: string,
      values: AdviceUpdate,
      now: Date,
      from: readonly AdviceStatus[],
    ): Promise<Omit<AdviceRow, 'sources' | 'legacyLists'> | undefined> {
      const { sources: _sources, legacyLists: _lists, ...columns } = getTableColumns(advices);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(advices)
          .set({ ...values, updatedAt: now })
          .where(and(eq(advices.id, id), inArray(advices.status, [...from])))
          .returning(columns);
        if (row) await touchConversation(tx, row.conversationId, now);
        return row;
      });
    },

    /**
     * Starts an answer in one statement (the stream's first byte waits on it): only the owner's
     * advice of that conversation, and only from a startable status. Undefined otherwise.
     */
    async startAdvice(
      key: { id: string; userId: string; conversationId: string },
      values: AdviceUpdate,
      now: Date,
      from: readonly AdviceStatus[],
    ): Promise<AdviceRow | undefined> {
      const [row] = await db
        .update(advices)
        .set({ ...values, updatedAt: now })
        .where(
          and(
            eq(advices.id, key.id),
            eq(advices.userId, key.userId),
            eq(advices.conversationId, key.conversationId),
            inArray(advices.status, [...from]),
          ),
        )
        .returning();
      return row;
    },

    /** A single-statement update of a running answer (no conversation touch, no transaction). */
    async patchAdvice(
      id: string,
      values: AdviceUpdate,
      from: readonly AdviceStatus[],
    ): Promise<void> {
      await db
        .update(advices)
        .set(values)
        .where(and(eq(advices.id, id), inArray(advices.status, [...from])));
    },

    async incrementSourceClicks(id: string): Promise<number | undefined> {
      const [row] = await db
        .update(advices)
        .set({ sourceClicks: sql`${advices.sourceClicks} + 1` })
        .where(eq(advices.id, id))
        .returning({ sourceClicks: advices.sourceClicks });
      return row?.sourceClicks;
    },

    /** Questions the user asked after `since` (the per-user rate limit). */
    async countQuestionsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(advices)
        .where(and(eq(advices.userId, userId), gt(advices.createdAt, since)));
      return row?.value ?? 0;
    },
  };
}
export type AdvicesRepository = ReturnType<typeof createAdvicesRepository>;
