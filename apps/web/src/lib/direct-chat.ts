import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  DirectConversation,
  DirectConversationList,
  RateLawyerRequest,
} from '@lexlogis/contracts';
import { DIRECT_CHAT_POLL_INTERVAL_MS } from '@lexlogis/contracts/helpers';
import { apiPoll, apiRequest } from '@/lib/api-client';
import type { SchemaSource } from '@/lib/lazy-schema';
import { useSessionUser } from '@/lib/session-user';

export const DIRECT_CONVERSATIONS_KEY = ['direct-conversations'] as const;

// Schemas (and zod) load with the first poll, in parallel with its request (issue 18).
const loadSchemas = () => import('./direct-chat-schemas');

/** Polled data with the entity tag it came with: the next poll sends it as If-None-Match. */
type Tagged<T> = { value: T | null; etag: string | null };

/**
 * One poll: a 304 ("nothing new for you") returns the data already in the cache, the same
 * object, so TanStack Query keeps it and nothing re-renders (issue 13).
 */
async function pollTagged<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
  schema: SchemaSource<T>,
  signal: AbortSignal,
): Promise<Tagged<T>> {
  const previous = queryClient.getQueryData<Tagged<T>>(queryKey);
  const answer = await apiPoll(path, { etag: previous?.etag ?? null, schema, signal });
  if (answer.modified) return { value: answer.data, etag: answer.etag };
  if (previous) return previous;
  // A 304 without cached data cannot be used: ask again without a tag.
  const fresh = await apiPoll(path, { etag: null, schema, signal });
  return fresh.modified ? { value: fresh.data, etag: fresh.etag } : { value: null, etag: null };
}

const selectItems = (data: Tagged<DirectConversationList>) => data.value?.items ?? [];
const selectValue = <T>(data: Tagged<T>) => data.value;

/** The caller's direct conversations, polled every 3000 ms (spec 02 §9) with unread counts. */
export function useDirectConversations() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const queryKey = [...DIRECT_CONVERSATIONS_KEY, 'list'];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      pollTagged(
        queryClient,
        queryKey,
        '/chat/conversations',
        async () => (await loadSchemas()).directConversationListSchema,
        signal,
      ),
    select: selectItems,
    // Conversations load only when a session with a user id exists (spec 01 §6).
    enabled: Boolean(user?.id),
    refetchInterval: DIRECT_CHAT_POLL_INTERVAL_MS,
  });
}

/** One thread, polled every 3000 ms while it is open. */
export function useDirectConversation(id: string | null) {
  const queryClient = useQueryClient();
  const queryKey = [...DIRECT_CONVERSATIONS_KEY, 'thread', id];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      pollTagged(
        queryClient,
        queryKey,
        `/chat/conversations/${encodeURIComponent(id!)}`,
        async () => (await loadSchemas()).directConversationSchema,
        signal,
      ),
    select: selectValue<DirectConversation>,
    enabled: Boolean(id),
    refetchInterval: DIRECT_CHAT_POLL_INTERVAL_MS,
  });
}

export function useSendDirectMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversationId: string; content: string }) =>
      apiRequest('/chat/messages', {
        method: 'POST',
        body,
        schema: async () => (await loadSchemas()).directMessageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECT_CONVERSATIONS_KEY }),
  });
}

export function useRateLawyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, ...body }: RateLawyerRequest & { profileId: string }) =>
      apiRequest(`/profile/${encodeURIComponent(profileId)}/ratings`, {
        method: 'POST',
        body,
        schema: async () => (await loadSchemas()).lawyerRatingSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECT_CONVERSATIONS_KEY }),
  });
}
