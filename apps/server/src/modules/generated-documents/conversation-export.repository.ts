import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advices, conversations } from '../../db/schema-chat';

/** Reads a whole conversation for its export; the advices module stays the only writer. */
export function createConversationExportRepository(db: Database) {
  return {
    async findConversation(id: string, userId: string) {
      const [row] = await db
        .select({ id: conversations.id, title: conversations.title })
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
      return row;
    },

    async listTurns(conversationId: string) {
      return db
        .select({
          question: advices.question,
          answer: advices.answer,
          status: advices.status,
          sources: advices.sources,
          createdAt: advices.createdAt,
        })
        .from(advices)
        .where(eq(advices.conversationId, conversationId))
        .orderBy(asc(advices.createdAt), asc(advices.id));
    },
  };
}
export type ConversationExportRepository = ReturnType<typeof createConversationExportRepository>;
export type ExportTurn = Awaited<ReturnType<ConversationExportRepository['listTurns']>>[number];
