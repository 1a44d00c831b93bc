import {
  DIRECT_CHAT_POLL_INTERVAL_MS,
  adminDirectConversationDetailSchema,
  adminDirectConversationListSchema,
  adminLawyerDetailSchema,
  adminLawyerListSchema,
  adminUserDetailSchema,
  loginResponseSchema,
  type AdminLawyerDemoFilter,
  type AdminUserUpdateRequest,
} from '@lexlogis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { required, toQuery } from './admin-request';

export function useAdminUserDetail(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: ['admin', 'user-detail', id],
    queryFn: ({ signal }) =>
      required(apiRequest(`/admin/users/${id}`, { schema: adminUserDetailSchema, signal })),
  });
}

/** PUT /admin/users/{id} with only the changed fields; the server audits the change. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminUserUpdateRequest }) =>
      required(
        apiRequest(`/admin/users/${id}`, {
          method: 'PUT',
          body: changes,
          schema: loginResponseSchema,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminLawyers(params: {
  search: string;
  demo: AdminLawyerDemoFilter;
  page: number;
}) {
  return useQuery({
    queryKey: ['admin', 'lawyers', params],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/lawyers${toQuery(params)}`, { schema: adminLawyerListSchema, signal }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useAdminLawyer(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: ['admin', 'lawyer', id],
    queryFn: ({ signal }) =>
      required(apiRequest(`/admin/lawyers/${id}`, { schema: adminLawyerDetailSchema, signal })),
  });
}

export function useAdminConversations(params: { participant: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'direct-conversations', params],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/chat/conversations${toQuery(params)}`, {
          schema: adminDirectConversationListSchema,
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/**
 * The open conversation, polled like the participants' own screen (spec 02: message polling).
 * The server audits the first read per admin and conversation in a window, not every poll.
 */
export function useAdminConversation(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: ['admin', 'direct-conversation', id],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/chat/conversations/${id}`, {
          schema: adminDirectConversationDetailSchema,
          signal,
        }),
      ),
    refetchInterval: DIRECT_CHAT_POLL_INTERVAL_MS,
  });
}
