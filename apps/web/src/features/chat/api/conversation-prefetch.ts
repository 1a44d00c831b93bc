import type { AdviceConversation } from '@lexlogis/contracts';

/**
 * A conversation asked for by the address, requested at start-up in parallel with the session
 * check (issue 18: LCP of an answered conversation waited for both, one after the other). The
 * chat takes it once, when it selects that conversation; a failed or old one is not used.
 */
export const PREFETCH_TTL_MS = 10_000;

let pending: { chatId: string; at: number; answer: Promise<AdviceConversation | null> } | null =
  null;

export function startConversationPrefetch(
  chatId: string,
  request: (chatId: string) => Promise<AdviceConversation>,
  now = Date.now(),
): void {
  // A failure is left to the chat's own request, which reports it as usual.
  pending = { chatId, at: now, answer: request(chatId).catch(() => null) };
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
