import type { AdviceItem } from '@lexlogis/contracts';
import { isApiError } from '@/lib/api-error';
import { updateAdvice, type ChatState } from './chat-state';

export function withAdviceAborted(state: ChatState, adviceId: string, byUser: boolean): ChatState {
  return {
    ...state,
    status: byUser ? 'ready' : state.status,
    streamingAdviceId: state.streamingAdviceId === adviceId ? null : state.streamingAdviceId,
    advices: updateAdvice(state.advices, adviceId, (advice) => ({
      ...advice,
      status: 'aborted',
      isStreaming: false,
    })),
  };
}

export function withAdviceFailed(state: ChatState, adviceId: string, error: unknown): ChatState {
  const rateLimited = isApiError(error) && error.statusCode === 429;
  // The Free plan's daily quota (issue 14): the box offers the upgrade instead of a retry.
  const quotaReached = isApiError(error) && error.code === 'QUESTION_QUOTA_REACHED';
  const message = error instanceof Error ? error.message : 'An error occurred';
  return {
    ...state,
    status: 'error',
    error: quotaReached ? 'quota-reached' : rateLimited ? 'rate-limited' : 'send-failed',
    streamingAdviceId: null,
    advices: updateAdvice(state.advices, adviceId, (advice) => ({
      ...advice,
      advice: `Error: ${message}`,
      status: 'error',
      isError: true,
      isStreaming: false,
    })),
  };
}

/** A stored advice this page now streams, as if its question had just been sent. */
export function withAdviceResumed(state: ChatState, advice: AdviceItem): ChatState {
  return {
    ...state,
    status: 'submitted',
    error: null,
    lastQuestion: advice.question,
    isFollowing: false,
    streamingAdviceId: advice.id,
    advices: updateAdvice(state.advices, advice.id, (item) => ({ ...item, isStreaming: true })),
  };
}

/** A question just sent: a placeholder advice stands in until the server creates the real one. */
export function withQuestionSubmitted(
  state: ChatState,
  pendingId: string,
  question: string,
  now: string,
): ChatState {
  const placeholder: AdviceItem = {
    id: pendingId,
    question,
    advice: '',
    status: 'submitted',
    isNew: true,
    isStreaming: true,
    sources: [],
    createdAt: now,
    updatedAt: now,
  };
  return {
    ...state,
    status: 'submitted',
    error: null,
    lastQuestion: question,
    isFollowing: false,
    streamingAdviceId: pendingId,
    advices: [...state.advices, placeholder],
  };
}

/** The server's advice replaces the placeholder and becomes the one streaming. */
export function withAdviceCreated(
  state: ChatState,
  pendingId: string,
  advice: AdviceItem,
): ChatState {
  return {
    ...state,
    streamingAdviceId: advice.id,
    advices: updateAdvice(state.advices, pendingId, () => ({ ...advice, isStreaming: true })),
  };
}

/** The stream ended without a final event: the page reads the stored answer back instead. */
export function withStreamCutOff(state: ChatState): ChatState {
  return { ...state, status: 'ready', streamingAdviceId: null, isFollowing: true };
}

export function withAdvicePatched(
  state: ChatState,
  adviceId: string,
  patch: Partial<AdviceItem>,
): ChatState {
  return {
    ...state,
    advices: updateAdvice(state.advices, adviceId, (advice) => ({ ...advice, ...patch })),
  };
}

export function withTitle(state: ChatState, title: string): ChatState {
  return {
    ...state,
    conversation: state.conversation ? { ...state.conversation, title } : null,
  };
}

/** Counts consecutive reads in which the same advice is still `submitted`. */
export function createStallTracker(limit: number) {
  let id: string | null = null;
  let reads = 0;
  return {
    reset(): void {
      id = null;
      reads = 0;
    },
    /** The advice once it has been seen `submitted` in `limit` reads in a row. */
    read(advices: AdviceItem[]): AdviceItem | undefined {
      const waiting = advices.find((advice) => advice.status === 'submitted');
      reads = waiting && waiting.id === id ? reads + 1 : waiting ? 1 : 0;
      id = waiting?.id ?? null;
      return waiting && reads >= limit ? waiting : undefined;
    },
  };
}
