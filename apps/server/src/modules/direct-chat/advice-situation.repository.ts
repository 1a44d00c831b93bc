import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advices, conversations, type ConversationFormAnswersCopy } from '../../db/schema-chat';

/** What a chat conversation says about the user's situation: title, latest question, answers. */
export type AdviceSituation = {
  userId: string;
  title: string;
  question: string | null;
  formAnswers: ConversationFormAnswersCopy | null;
};

/**
 * Reads a chat conversation for the marketplace: its summary for a quote request and the
 * experts panel's matching. Ownership is the caller's to check (userId is returned).
 */
export function createAdviceSituationRepository(db: Database) {
  return {
    async findSituation(conversationId: string): Promise<AdviceSituation | undefined> {
      const [conversation] = await db
        .select({
          userId: conversations.userId,
          title: conversations.title,
          formAnswers: conversations.formAnswers,
        })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      if (!conversation) return undefined;
      const [latest] = await db
        .select({ question: advices.question })
        .from(advices)
        .where(eq(advices.conversationId, conversationId))
        .orderBy(desc(advices.createdAt))
        .limit(1);
      return { ...conversation, question: latest?.question ?? null };
    },
  };
}
export type AdviceSituationRepository = ReturnType<typeof createAdviceSituationRepository>;
