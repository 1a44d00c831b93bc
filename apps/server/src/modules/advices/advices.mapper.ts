import {
  caseOutcomeSchema,
  type CaseOutcome,
  type AdviceConversation,
  type AdviceFeedback,
  type AdviceItem,
  type AdviceListItem,
  type ChatHistoryMessage,
} from '@lexlogis/contracts';
import type { AdviceRow, FeedbackRow } from './advices.repository';
import type { ConversationRow } from './conversations.repository';

/** Rows never cross the wire: this is where they become the contract's objects. */

export function toAdviceFeedback(row: FeedbackRow): AdviceFeedback {
  return {
    status: row.reaction,
    details: {
      comments: row.comments,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

export function toAdviceItem(row: AdviceRow, feedback: FeedbackRow | null = null): AdviceItem {
  return {
    id: row.id,
    question: row.question,
    advice: row.answer,
    status: row.status,
    isStreaming: row.status === 'streaming',
    isError: row.status === 'error',
    reasoning: row.reasoning,
    feedback: feedback ? toAdviceFeedback(feedback) : null,
    sources: row.sources,
    sourceClicks: row.sourceClicks,
    clientAuthored: row.clientAuthored,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...row.legacyLists,
  };
}

export function toAdviceListItem(row: ConversationRow): AdviceListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    formAnswerId: row.formAnswerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A stored case outcome is a snapshot of an earlier contract: one that no longer parses is left
 * out (the next answer recomputes it) rather than failing the whole conversation.
 */
function readStoredCaseOutcome(stored: unknown): CaseOutcome | null {
  const parsed = caseOutcomeSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function toAdviceConversation(
  row: ConversationRow,
  advices: AdviceRow[],
  feedback: ReadonlyMap<string, FeedbackRow>,
): AdviceConversation {
  const reactions = [...feedback.values()].map((entry) => entry.reaction);
  return {
    ...toAdviceListItem(row),
    threadId: row.threadId,
    caseOutcome: readStoredCaseOutcome(row.caseOutcome),
    likes: reactions.filter((reaction) => reaction === 'positive').length,
    dislikes: reactions.filter((reaction) => reaction === 'negative').length,
    advices: advices.map((advice) => toAdviceItem(advice, feedback.get(advice.id) ?? null)),
  };
}

/** Question/answer turns of the advices that have an answer, oldest first. */
export function toHistoryMessages(advices: AdviceRow[]): ChatHistoryMessage[] {
  const messages: ChatHistoryMessage[] = [];
  for (const advice of advices) {
    messages.push({
      role: 'user',
      content: advice.question,
      timestamp: advice.createdAt.toISOString(),
    });
    if (advice.answer) {
      messages.push({
        role: 'assistant',
        content: advice.answer,
        timestamp: advice.updatedAt.toISOString(),
      });
    }
  }
  return messages;
}
