import type { AdviceConversation } from '@lexlogis/contracts';

/**
 * A conversation asked for by the address, requested at start-up in parallel with the session
 * check (issue 18: LCP of an answered conversation waited for both, one after the other). The
 * chat takes it once, when it selects that conversation; a failed or old one is not used.
 */
export const PREFETCH_TTL_MS = 10_000;

let pending: {
  chatId: string;
  at: number;
  answer: Promise<AdviceConversation | null>;
  /** The document's conversation (issue 18, round 7): there at once, no request. */
  loaded?: AdviceConversation;
} | null = null;

export function startConversationPrefetch(
  chatId: string,
  request: (chatId: string) => Promise<AdviceConversation>,
  now = Date.now(),
): void {
  // A failure is left to the chat's own request, which reports it as usual.
  pending = { chatId, at: now, answer: request(chatId).catch(() => null) };
}

/** The conversation the document brought: the chat can start with it, or take it as a prefetch. */
export function seedConversation(
  chatId: string,
  conversation: AdviceConversation,
  now = Date.now(),
): void {
  pending = { chatId, at: now, answer: Promise.resolve(conversation), loaded: conversation };
}

/**
 * The document's conversation for this chat, at once and once, when `accept` takes it; else null
 * and it stays for `takePrefetchedConversation`. The chat asks on its first render, so it is
 * never old.
 */
export function takeSeededConversation(
  chatId: string,
  accept: (conversation: AdviceConversation) => boolean,
): AdviceConversation | null {
  const loaded = pending?.loaded;
  if (!loaded || pending?.chatId !== chatId || !accept(loaded)) return null;
  pending = null;
  return loaded;
}

/** The prefetched answer for this conversation, once; null when there is none to use. */
export function takePrefetchedConversation(
  chatId: string,
  now = Date.now(),
): Promise<AdviceConversation | null> | null {
  const taken = pending;
  pending = null;
  if (!taken || taken.chatId !== chatId || now - taken.at > PREFETCH_TTL_MS) return null;
  return taken.answer;
}
