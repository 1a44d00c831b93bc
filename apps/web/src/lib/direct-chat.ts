import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DIRECT_CHAT_POLL_INTERVAL_MS,
  directConversationListSchema,
  directConversationSchema,
  directMessageSchema,
  lawyerRatingSchema,
  type RateLawyerRequest,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-user';

export const DIRECT_CONVERSATIONS_KEY = ['direct-conversations'] as const;

/** The caller's direct conversations, polled every 3000 ms (spec 02 §9) with unread counts. */
export function useDirectConversations() {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...DIRECT_CONVERSATIONS_KEY, 'list'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/chat/conversations', { schema: directConversationListSchema, signal }))
        ?.items ?? [],
    // Conversations load only when a session with a user id exists (spec 01 §6).
    enabled: Boolean(user?.id),
    refetchInterval: DIRECT_CHAT_POLL_INTERVAL_MS,
  });
}

/** One thread, polled every 3000 ms while it is open. */
export function useDirectConversation(id: string | null) {
  return useQuery({
    queryKey: [...DIRECT_CONVERSATIONS_KEY, 'thread', id],
    queryFn: ({ signal }) =>
      apiRequest(`/chat/conversations/${encodeURIComponent(id!)}`, {
        schema: directConversationSchema,
        signal,
      }),
    enabled: Boolean(id),
    refetchInterval: DIRECT_CHAT_POLL_INTERVAL_MS,
  });
}

export function useSendDirectMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversationId: string; content: string }) =>
      apiRequest('/chat/messages', { method: 'POST', body, schema: directMessageSchema }),
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
        schema: lawyerRatingSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECT_CONVERSATIONS_KEY }),
  });
}
