import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adviceListResponseSchema,
  directConversationSchema,
  lawyerProfileListSchema,
  profileFilterValuesSchema,
  type CreateDirectConversationRequest,
  type MarketplaceFilters,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { DIRECT_CONVERSATIONS_KEY } from '@/lib/direct-chat';
import { useSessionUser } from '@/lib/session-user';

export const MARKETPLACE_PAGE_SIZE = 12;

export function buildProfilesQuery(filters: MarketplaceFilters): string {
  const params = new URLSearchParams({ page: filters.page, limit: String(MARKETPLACE_PAGE_SIZE) });
  for (const key of ['areasOfLaw', 'city', 'stateProvince', 'country', 'language'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params.toString();
}

export function useLawyerProfiles(filters: MarketplaceFilters) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['profiles', 'list', filters],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(`/profiles?${buildProfilesQuery(filters)}`, {
        schema: lawyerProfileListSchema,
        signal,
      });
      if (!answer) throw new ApiError('Empty answer', 500);
      return answer;
    },
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** The filter sidebar's options: loaded only when signed in (spec 01 §4). */
export function useFilterValues() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['profiles', 'filter-values'],
    queryFn: ({ signal }) =>
      apiRequest('/profile/filter-values', { schema: profileFilterValuesSchema, signal }),
    enabled: Boolean(user),
    staleTime: 5 * 60 * 1000,
  });
}

/** The user's latest chat conversation: what a quote request may summarise. */
export function useLatestAdviceConversation(enabled: boolean) {
  return useQuery({
    queryKey: ['advices', 'latest-for-quote'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('/advices/list?limit=1', {
        schema: adviceListResponseSchema,
        signal,
      });
      return answer?.items[0] ?? null;
    },
    enabled,
  });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateDirectConversationRequest) => {
      const answer = await apiRequest('/chat/conversations', {
        method: 'POST',
        body: request,
        schema: directConversationSchema,
      });
      if (!answer) throw new ApiError('Empty answer', 500);
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECT_CONVERSATIONS_KEY }),
  });
}
