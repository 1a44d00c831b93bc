import {
  adminChatHistoryResponseSchema,
  adminFlaggedResponseListSchema,
  adminOverviewSchema,
  adminUserListSchema,
  auditLogListSchema,
  featureFlagResponseSchema,
  featureFlagsResponseSchema,
  loginResponseSchema,
  metricsSchema,
  type AuditLogFiltersInput,
  type FeatureFlag,
  type FeatureFlagsResponse,
} from '@lexlogis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STALE_MS, required, toQuery } from './admin-request';
import { FEATURE_FLAGS_QUERY_KEY } from '@/lib/feature-flags';

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) =>
      required(apiRequest('/admin/overview', { schema: adminOverviewSchema, signal })),
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminUsers(params: { search: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/users${toQuery({ search: params.search, page: params.page })}`, {
          schema: adminUserListSchema,
          signal,
        }),
      ),
    staleTime: ADMIN_STALE_MS,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'SUSPENDED' | 'CONFIRMED' }) =>
      required(
        apiRequest(`/admin/users/${id}`, {
          method: 'PATCH',
          body: { status },
          schema: loginResponseSchema,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useChatHistory(userId: string | null) {
  return useQuery({
    enabled: userId !== null,
    queryKey: ['admin', 'chat-history', userId],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/users/${userId}/chat-history`, {
          schema: adminChatHistoryResponseSchema,
          signal,
        }),
      ),
  });
}

export function useAuditLogs(filters: AuditLogFiltersInput) {
  return useQuery({
    queryKey: ['admin', 'audit-logs', filters],
    queryFn: ({ signal }) =>
      required(
        apiRequest(
          `/admin/audit-logs${toQuery(filters as Record<string, string | number | undefined>)}`,
          {
            schema: auditLogListSchema,
            signal,
          },
        ),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useFlaggedResponses(params: { review: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'flagged', params],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/flagged-responses${toQuery(params)}`, {
          schema: adminFlaggedResponseListSchema,
          signal,
        }),
      ),
  });
}

export function useReviewFlaggedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewed }: { id: string; reviewed: boolean }) =>
      apiRequest(`/admin/flagged-responses/${id}`, { method: 'PATCH', body: { reviewed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'flagged'] }),
  });
}

export function useMetrics(range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: ['admin', 'metrics', range],
    queryFn: ({ signal }) =>
      required(apiRequest(`/metrics${toQuery(range)}`, { schema: metricsSchema, signal })),
    staleTime: ADMIN_STALE_MS,
    retry: false,
  });
}

/** All flags, with descriptions: the same cache the rest of the app reads its flags from. */
export function useAllFlags() {
  return useQuery({
    queryKey: FEATURE_FLAGS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/feature-flags', { schema: featureFlagsResponseSchema, signal })) ?? {
        flags: {},
      },
  });
}

export type FlagChange =
  | { kind: 'create'; flag: FeatureFlag }
  | { kind: 'update'; name: string; enabled: boolean }
  | { kind: 'delete'; name: string };

/** Applies a change to the cached flags: the optimistic step, reverted on failure. */
export function applyFlagChange(
  data: FeatureFlagsResponse,
  change: FlagChange,
): FeatureFlagsResponse {
  const flags = { ...data.flags };
  if (change.kind === 'create') {
    flags[change.flag.name] = {
      enabled: change.flag.enabled,
      description: change.flag.description,
    };
  } else if (change.kind === 'update') {
    const current = flags[change.name];
    if (current) flags[change.name] = { ...current, enabled: change.enabled };
  } else {
    delete flags[change.name];
  }
  return { flags };
}

function sendFlagChange(change: FlagChange) {
  if (change.kind === 'create') {
    return apiRequest('/admin/feature-flags', {
      method: 'POST',
      body: change.flag,
      schema: featureFlagResponseSchema,
    });
  }
  const path = `/admin/feature-flags/${encodeURIComponent(change.name)}`;
  return change.kind === 'update'
    ? apiRequest(path, {
        method: 'PATCH',
        body: { enabled: change.enabled },
        schema: featureFlagResponseSchema,
      })
    : apiRequest(path, { method: 'DELETE', schema: featureFlagResponseSchema });
}

/** Spec 02 §4: flag writes are optimistic and reverted when the server refuses them. */
export function useFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFlagChange,
    // Synchronous, so the switch never shows its old state for a frame: the cancel starts at
    // once (an in-flight read is discarded) and the cache changes in the same tick.
    onMutate: (change) => {
      void queryClient.cancelQueries({ queryKey: FEATURE_FLAGS_QUERY_KEY });
      const previous = queryClient.getQueryData<FeatureFlagsResponse>(FEATURE_FLAGS_QUERY_KEY);
      if (previous)
        queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, applyFlagChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEATURE_FLAGS_QUERY_KEY }),
  });
}
