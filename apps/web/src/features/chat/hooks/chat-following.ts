import type { AdviceItem } from '@lexlogis/contracts';
import type { ChatApi } from '../api/advices-api';
import { isAdviceInProgress, type ChatState } from './chat-state';
import { createStallTracker } from './chat-transitions';

/** While another request writes an answer (after a reload), the conversation is re-read this often. */
export const FOLLOW_INTERVAL_MS = 1000;
/**
 * Reads (a follow interval apart) an advice may stay `submitted` before this page starts it: it
 * was created but its stream request never reached the server (a reload or a lost connection
 * in between), so nobody else will write it.
 */
export const STALL_READS = 3;

export interface FollowerHost {
  deps: { api: Pick<ChatApi, 'fetchConversation'>; onListChanged: () => void };
  getState: () => ChatState;
  set: (next: (current: ChatState) => ChatState) => void;
  /** This page is streaming an answer itself: nothing to follow. */
  isStreaming: () => boolean;
  /** Bumped by every chat switch or reset: a read started before it is dropped. */
  currentRound: () => number;
}

/** Re-reads a conversation whose answer another request is writing, until it is written. */
export function createFollower(
  host: FollowerHost,
  onUnstarted: (chatId: string, advice: AdviceItem, round: number) => void,
) {
  const { deps } = host;
  const stalled = createStallTracker(STALL_READS);
  let timer: ReturnType<typeof setTimeout> | null = null;

  const isCurrent = (chatId: string, round: number) =>
    round === host.currentRound() && host.getState().chatId === chatId;

  function stop(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function follow(chatId: string, round = host.currentRound()): void {
    stop();
    timer = setTimeout(async () => {
      timer = null;
      try {
        const conversation = await deps.api.fetchConversation(chatId);
        if (!isCurrent(chatId, round) || host.isStreaming()) return;
        const { advices, ...rest } = conversation;
        const inProgress = advices.some(isAdviceInProgress);
        host.set((current) => ({
          ...current,
          conversation: rest,
          advices,
          isFollowing: inProgress,
        }));
        const unstarted = stalled.read(advices);
        if (unstarted) {
          stalled.reset();
          onUnstarted(chatId, unstarted, round);
        } else if (inProgress) follow(chatId, round);
        else deps.onListChanged();
      } catch {
        if (isCurrent(chatId, round)) follow(chatId, round);
      }
    }, FOLLOW_INTERVAL_MS);
  }

  /**
   * After an answer, the conversation's own fields (its case outcome, computed by the server
   * before the final event) are read again; the advices already on screen are kept.
   */
  async function refreshConversation(chatId: string, round: number): Promise<void> {
    try {
      const { advices: _advices, ...conversation } = await deps.api.fetchConversation(chatId);
      if (!isCurrent(chatId, round)) return;
      host.set((current) => ({ ...current, conversation }));
    } catch {
      // The outcome shows the next time the conversation is opened.
    }
  }

  return {
    follow,
    stop,
    refreshConversation,
    /** A conversation just opened: its first read counts towards an unstarted advice. */
    observe(advices: AdviceItem[]): void {
      stalled.reset();
      stalled.read(advices);
    },
  };
}
