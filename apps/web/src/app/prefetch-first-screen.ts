import { seedConversation } from '@/features/chat/api/conversation-prefetch';
import { prefetchConversation } from '@/features/chat/api/conversation-request';
import { isFresh } from '@/lib/auth-session';
import { readStoredSession } from '@/lib/auth-storage';
import type { FirstScreenData } from './first-screen-data';

/**
 * At start-up, after restoreSession() took the stored tokens: an answered conversation in the
 * address (`/?chatId=…`) is requested at once, beside the session check, instead of after it.
 * Only with a token that is not about to expire, so it never meets a 401 the session check
 * would have avoided by refreshing first. When the document brought that conversation (issue
 * 18, round 7), the chat takes it from there and nothing is requested.
 */
export function prefetchFirstScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  seeded: FirstScreenData | null = null,
): void {
  if (seeded) {
    seedConversation(seeded.chatId, seeded.conversation);
    return;
  }
  if (location.pathname !== '/') return;
  const chatId = new URLSearchParams(location.search).get('chatId');
  const stored = readStoredSession();
  if (!chatId || !stored || !isFresh(stored)) return;
  prefetchConversation(chatId);
}
