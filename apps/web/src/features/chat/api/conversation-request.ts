import type { AdviceConversation } from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { startConversationPrefetch } from './conversation-prefetch';

// Apart from advices-api.ts so that main.tsx can start the request without the chat's code.

/** GET /advices/:id, parsed with the contract's schema (loaded with the request). */
export async function requestConversation(
  chatId: string,
  signal?: AbortSignal,
): Promise<AdviceConversation> {
  const answer = await apiRequest(`/advices/${encodeURIComponent(chatId)}`, {
    schema: async () => (await import('./chat-schemas')).adviceConversationSchema,
    signal,
  });
  if (answer === null) throw new ApiError('Failed to load conversation', 500);
  return answer;
}

/** Starts GET /advices/:id before the chat mounts; the chat's fetchConversation takes it. */
export function prefetchConversation(chatId: string): void {
  startConversationPrefetch(chatId, requestConversation);
}
