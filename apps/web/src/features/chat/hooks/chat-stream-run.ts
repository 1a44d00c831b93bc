import type { AdviceStreamEvent, AdviceStreamRequestInput } from '@lexlogis/contracts';
import { isApiError } from '@/lib/api-error';
import type { ChatApi } from '../api/advices-api';
import { applyStreamEvent, type ChatState } from './chat-state';
import { withAdviceAborted, withAdviceFailed, withStreamCutOff } from './chat-transitions';

/** Why a running request was aborted: each reason settles the advice differently. */
export const RESET_CHAT = 'RESET_CHAT';
/** Opening another chat only stops listening: the server finishes the answer (follow on return). */
export const SELECT_CHAT = 'SELECT_CHAT';
export const NEW_SUBMISSION = 'NEW_SUBMISSION';
export const USER_STOP = 'USER_STOP';

export type ChatNotice = 'missing-form-context' | 'send-failed' | 'load-failed';

export interface StreamHost {
  deps: {
    api: Pick<ChatApi, 'streamAdvice' | 'updateAdviceStatus'>;
    getLanguage: () => 'en' | 'fr';
    onListChanged: () => void;
    notify: (notice: ChatNotice) => void;
  };
  set: (next: (current: ChatState) => ChatState) => void;
  /** The one request allowed to write into the state; an older one's events are dropped. */
  running: () => AbortController | null;
  /** Bumped by every chat switch or reset: a request started before it settles quietly. */
  currentRound: () => number;
  follow: (chatId: string, round: number) => void;
  refreshConversation: (chatId: string, round: number) => Promise<unknown>;
}

type StreamBody = Pick<AdviceStreamRequestInput, 'question' | 'formAnswer' | 'history'>;

/** Streams answers into the chat state and settles a request that failed or was aborted. */
export function createStreamRunner(host: StreamHost) {
  const { deps, set } = host;

  /** A connection that ends before the final event falls back to following the stored answer. */
  async function streamInto(
    chatId: string,
    adviceId: string,
    body: StreamBody,
    own: AbortController,
    round: number,
    observe?: (event: AdviceStreamEvent) => void,
  ): Promise<void> {
    let finished = false;
    await deps.api.streamAdvice(
      { conversationId: chatId, adviceId, lang: deps.getLanguage(), ...body },
      (event) => {
        if (host.running() !== own) return;
        observe?.(event);
        if (event.type === 'done' || event.type === 'error') finished = true;
        set((current) => applyStreamEvent(current, adviceId, event));
      },
      own.signal,
    );
    if (host.running() !== own) return;
    if (!finished) {
      // The server finishes and stores the answer anyway (docs/api-chat.md), so read it back.
      set(withStreamCutOff);
      host.follow(chatId, round);
    } else {
      deps.onListChanged();
      void host.refreshConversation(chatId, round);
    }
  }

  function settleFailure(
    own: AbortController,
    round: number,
    adviceId: string,
    error: unknown,
  ): void {
    const reason: unknown = own.signal.reason;
    if (own.signal.aborted) {
      if (reason === RESET_CHAT) stopOnServer(adviceId);
      if (reason === RESET_CHAT || round !== host.currentRound()) return;
      markAborted(adviceId, reason === USER_STOP);
      return;
    }
    if (host.running() !== own) return;
    set((current) => withAdviceFailed(current, adviceId, error));
    const rateLimited = isApiError(error) && error.statusCode === 429;
    if (!rateLimited) deps.notify('send-failed');
  }

  function markAborted(adviceId: string, byUser: boolean): void {
    set((current) => withAdviceAborted(current, adviceId, byUser));
    if (byUser) stopOnServer(adviceId);
  }

  /** The server writes an answer until told otherwise; a pending advice does not exist there yet. */
  function stopOnServer(adviceId: string): void {
    if (adviceId.startsWith('pending-')) return;
    deps.api.updateAdviceStatus(adviceId, 'aborted').catch(() => undefined);
  }

  return { streamInto, settleFailure };
}
