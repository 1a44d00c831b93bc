import type {
  AdviceConversation,
  AdviceItem,
  AdviceStreamEvent,
  ChatHistoryMessage,
  ChatStatus,
} from '@lexlogis/contracts';
import { MAX_HISTORY_MESSAGES, isAnswerTextEmpty } from '@lexlogis/contracts/helpers';

/** Why the chat shows its error box; the screen turns each into a translated message. */
export type ChatErrorKind =
  'rate-limited' | 'quota-reached' | 'send-failed' | 'answer-failed' | 'unknown';

export interface ChatState {
  status: ChatStatus;
  error: ChatErrorKind | null;
  chatId: string | null;
  conversation: Omit<AdviceConversation, 'advices'> | null;
  advices: AdviceItem[];
  /** The advice this tab is streaming (its temporary id until the server gives one). */
  streamingAdviceId: string | null;
  /** Selecting a chat: between the click and the loaded conversation. */
  isTransitioning: boolean;
  /** Waiting for an answer another request is writing (after a reload during streaming). */
  isFollowing: boolean;
  lastQuestion: string | null;
}

export const INITIAL_CHAT_STATE: ChatState = {
  status: 'ready',
  error: null,
  chatId: null,
  conversation: null,
  advices: [],
  streamingAdviceId: null,
  isTransitioning: false,
  isFollowing: false,
  lastQuestion: null,
};

/** Spec 01 §4: a request is pending, a chat is being selected, or an answer is coming. */
export function isChatLoading(state: ChatState): boolean {
  return state.status === 'submitted' || state.status === 'streaming' || state.isTransitioning;
}

export function isAdviceInProgress(advice: Pick<AdviceItem, 'status'>): boolean {
  return advice.status === 'submitted' || advice.status === 'streaming';
}

export function updateAdvice(
  advices: AdviceItem[],
  id: string,
  patch: (advice: AdviceItem) => AdviceItem,
): AdviceItem[] {
  return advices.map((advice) => (advice.id === id ? patch(advice) : advice));
}

/** How one stream event changes the advice it belongs to and the chat status. */
export function applyStreamEvent(
  state: ChatState,
  adviceId: string,
  event: AdviceStreamEvent,
): ChatState {
  switch (event.type) {
    case 'start':
      return {
        ...state,
        status: 'streaming',
        advices: updateAdvice(state.advices, adviceId, (advice) => ({
          ...event.advice,
          advice: advice.advice || event.advice.advice,
          status: 'streaming',
          isStreaming: true,
        })),
      };
    case 'sources':
      return {
        ...state,
        advices: updateAdvice(state.advices, adviceId, (advice) => ({
          ...advice,
          sources: event.sources,
        })),
      };
    case 'delta':
      return {
        ...state,
        status: 'streaming',
        advices: updateAdvice(state.advices, adviceId, (advice) => ({
          ...advice,
          advice: advice.advice + event.text,
          status: 'streaming',
          isStreaming: true,
        })),
      };
    case 'done':
      return {
        ...state,
        status: 'ready',
        streamingAdviceId: null,
        advices: updateAdvice(state.advices, adviceId, () => ({
          ...event.advice,
          isStreaming: false,
        })),
      };
    case 'error':
      return {
        ...state,
        status: 'error',
        error: 'answer-failed',
        streamingAdviceId: null,
        advices: updateAdvice(state.advices, adviceId, (advice) => ({
          ...advice,
          advice: event.message,
          status: 'error',
          isError: true,
          isStreaming: false,
        })),
      };
  }
}

/** The finished turns before a new question, oldest first, as the stream expects them. */
export function buildHistory(advices: AdviceItem[]): ChatHistoryMessage[] {
  const turns = advices
    .filter((advice) => advice.status === 'ready' && !isAnswerTextEmpty(advice.advice))
    .flatMap((advice): ChatHistoryMessage[] => [
      { role: 'user', content: advice.question },
      { role: 'assistant', content: advice.advice },
    ]);
  return turns.slice(-MAX_HISTORY_MESSAGES);
}

/**
 * Spec 01 §4: messages are de-duplicated by identical question (case-insensitive), except the
 * one streaming, which always shows. The latest advice for a question wins, so a retried or
 * re-asked question replaces its earlier answer instead of repeating it.
 */
export function dedupeAdvices(advices: AdviceItem[], streamingId: string | null): AdviceItem[] {
  const lastIndex = new Map<string, number>();
  advices.forEach((advice, index) => lastIndex.set(normalizeQuestion(advice.question), index));
  return advices.filter(
    (advice, index) =>
      advice.id === streamingId || lastIndex.get(normalizeQuestion(advice.question)) === index,
  );
}

function normalizeQuestion(question: string): string {
  return question.trim().replace(/\s+/g, ' ').toLowerCase();
}
