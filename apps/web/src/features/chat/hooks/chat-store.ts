import type { AdviceItem, QuestionnaireFields } from '@lexlogis/contracts';
import { createTemporaryTitle } from '@lexlogis/contracts/helpers';
import type { ChatApi } from '../api/advices-api';
import {
  INITIAL_CHAT_STATE,
  buildHistory,
  isAdviceInProgress,
  isChatLoading,
  type ChatState,
} from './chat-state';
import { createFollower } from './chat-following';
import {
  NEW_SUBMISSION,
  RESET_CHAT,
  SELECT_CHAT,
  USER_STOP,
  createStreamRunner,
  type ChatNotice,
} from './chat-stream-run';
import {
  withAdviceCreated,
  withAdvicePatched,
  withAdviceResumed,
  withQuestionSubmitted,
  withTitle,
} from './chat-transitions';

export interface FormContext {
  formAnswerId: string | null;
  answers: QuestionnaireFields | null;
}

export interface ChatStoreDeps {
  api: ChatApi;
  getLanguage: () => 'en' | 'fr';
  /** The first prompt created this conversation: its id goes into the URL. */
  onConversationCreated: (chatId: string) => void;
  /** Titles, order or membership of the conversation list may have changed. */
  onListChanged: () => void;
  notify: (notice: ChatNotice) => void;
  /** Browser timing of an answer, in ms from sending the question (analytics, issue 15). */
  onAnswerTiming?: (timing: 'answer-first-token' | 'answer-complete', ms: number) => void;
  now?: () => number;
}

export type ChatStore = ReturnType<typeof createChatStore>;

/**
 * The chat's state machine (spec 01 §4, spec 02 §4): ready → submitted → streaming → ready, or
 * error. One request runs at a time; a new one aborts the old (NEW_SUBMISSION), New chat aborts
 * with RESET_CHAT, clears everything and stops the answer on the server too (a disconnect alone
 * does not), Stop aborts with USER_STOP.
 */
export function createChatStore(deps: ChatStoreDeps) {
  let state: ChatState = INITIAL_CHAT_STATE;
  let controller: AbortController | null = null;
  let generation = 0;
  let pendingCount = 0;
  const listeners = new Set<() => void>();

  function set(next: ChatState | ((current: ChatState) => ChatState)): void {
    state = typeof next === 'function' ? next(state) : next;
    for (const listener of listeners) listener();
  }

  const following = createFollower(
    {
      deps,
      getState: () => state,
      set,
      isStreaming: () => controller !== null,
      currentRound: () => generation,
    },
    (chatId, advice, round) => void resume(chatId, advice, round),
  );
  const { follow, refreshConversation } = following;
  const stopFollowing = following.stop;
  const { streamInto, settleFailure } = createStreamRunner({
    deps,
    set,
    running: () => controller,
    currentRound: () => generation,
    follow,
    refreshConversation,
  });

  function abortRunning(reason: string): void {
    controller?.abort(reason);
    controller = null;
  }

  async function resume(chatId: string, advice: AdviceItem, round: number): Promise<void> {
    const own = new AbortController();
    controller = own;
    const history = buildHistory(state.advices.filter((item) => item.createdAt < advice.createdAt));
    set((current) => withAdviceResumed(current, advice));
    try {
      await streamInto(
        chatId,
        advice.id,
        { question: advice.question, formAnswer: null, history },
        own,
        round,
      );
    } catch (error) {
      settleFailure(own, round, advice.id, error);
    } finally {
      if (controller === own) controller = null;
    }
  }

  async function sendPrompt(question: string, form: FormContext): Promise<void> {
    const text = question.trim();
    if (!text || isChatLoading(state)) return;
    if (!form.formAnswerId) {
      deps.notify('missing-form-context');
      return;
    }
    abortRunning(NEW_SUBMISSION);
    stopFollowing();
    const readClock = deps.now ?? (() => performance.now());
    const sentAt = readClock();
    let firstTokenSeen = false;
    const round = generation;
    const own = new AbortController();
    controller = own;
    const pendingId = `pending-${++pendingCount}`;
    const history = buildHistory(state.advices);
    set((current) => withQuestionSubmitted(current, pendingId, text, new Date().toISOString()));
    let adviceId = pendingId;
    try {
      let chatId = state.chatId;
      if (!chatId) {
        const created = await deps.api.createConversation(
          { title: createTemporaryTitle(text), description: '', formAnswerId: form.formAnswerId },
          own.signal,
        );
        const { advices: _none, ...conversation } = created;
        chatId = created.id;
        set((current) => ({ ...current, chatId: created.id, conversation }));
        deps.onConversationCreated(created.id);
        deps.onListChanged();
      }
      const advice = await deps.api.createAdvice(chatId, text, own.signal);
      adviceId = advice.id;
      set((current) => withAdviceCreated(current, pendingId, advice));
      await streamInto(
        chatId,
        advice.id,
        { question: text, formAnswer: form.answers, history },
        own,
        round,
        (event) => {
          if (event.type === 'delta' && !firstTokenSeen) {
            firstTokenSeen = true;
            deps.onAnswerTiming?.('answer-first-token', readClock() - sentAt);
          }
          if (event.type === 'done') deps.onAnswerTiming?.('answer-complete', readClock() - sentAt);
        },
      );
    } catch (error) {
      settleFailure(own, round, adviceId, error);
    } finally {
      if (controller === own) controller = null;
    }
  }

  /** Spec 01 §4 "Selecting a chat": the one already selected is ignored. */
  async function selectChat(chatId: string): Promise<boolean> {
    if (chatId === state.chatId) return true;
    abortRunning(SELECT_CHAT);
    stopFollowing();
    const round = ++generation;
    set({ ...INITIAL_CHAT_STATE, chatId, isTransitioning: true });
    try {
      const conversation = await deps.api.fetchConversation(chatId);
      if (round !== generation) return false;
      const { advices, ...rest } = conversation;
      const inProgress = advices.some(isAdviceInProgress);
      set({
        ...INITIAL_CHAT_STATE,
        chatId,
        conversation: rest,
        advices,
        isFollowing: inProgress,
      });
      following.observe(advices);
      if (inProgress) follow(chatId, round);
      return true;
    } catch {
      if (round !== generation) return false;
      set(INITIAL_CHAT_STATE);
      deps.notify('load-failed');
      return false;
    }
  }

  /**
   * Starts on the conversation the document brought, as selectChat ends: the screen's first
   * render shows it, with no store update in the start-up's effects, each of which re-rendered
   * the screen synchronously (issue 18, round 9). Only finished answers: one still being
   * written is followed, which selectChat starts.
   */
  function adoptLoaded(chatId: string): void {
    const conversation = deps.api.takeLoadedConversation?.(
      chatId,
      ({ advices }) => !advices.some(isAdviceInProgress),
    );
    if (!conversation) return;
    // Nothing is in flight nor followed yet: the state is all there is to set.
    const { advices, ...rest } = conversation;
    set({ ...INITIAL_CHAT_STATE, chatId, conversation: rest, advices });
  }

  /** Spec 01 §4 "New chat / reset". */
  function reset(): void {
    abortRunning(RESET_CHAT);
    stopFollowing();
    generation += 1;
    set(INITIAL_CHAT_STATE);
  }

  function stop(): void {
    abortRunning(USER_STOP);
  }

  /** The error box's Try Again: back to ready, then the last question once more. */
  async function retry(form: FormContext): Promise<void> {
    const question = state.lastQuestion;
    set((current) => ({ ...current, status: 'ready', error: null }));
    if (question) await sendPrompt(question, form);
  }

  function patchAdvice(adviceId: string, patch: Partial<AdviceItem>): void {
    set((current) => withAdvicePatched(current, adviceId, patch));
  }

  function setTitle(chatId: string, title: string): void {
    if (state.conversation?.id !== chatId) return;
    set((current) => withTitle(current, title));
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    sendPrompt,
    selectChat,
    adoptLoaded,
    reset,
    stop,
    retry,
    patchAdvice,
    setTitle,
    dispose: reset,
  };
}
