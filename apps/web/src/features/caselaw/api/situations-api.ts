import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedSituationSchema,
  situationListResponseSchema,
  type CreateSituationRequestInput,
  type SavedSituation,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const SITUATIONS_QUERY_KEY = ['situations'] as const;

/** GET /situations: the user's saved situations, newest first (the first page of 20). */
export async function fetchSituations(signal?: AbortSignal): Promise<SavedSituation[]> {
  const answer = await apiRequest('/situations', { schema: situationListResponseSchema, signal });
  return answer?.items ?? [];
}

export async function createSituation(body: CreateSituationRequestInput): Promise<SavedSituation> {
  const answer = await apiRequest('/situations', {
    method: 'POST',
    body,
    schema: savedSituationSchema,
  });
  if (!answer) throw new ApiError('Failed to save the situation', 500);
  return answer;
}

export async function deleteSituation(id: string): Promise<void> {
  await apiRequest(`/situations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useSituations() {
  return useQuery({
    queryKey: SITUATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSituations(signal),
  });
}

export function useSaveSituation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSituation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITUATIONS_QUERY_KEY }),
  });
}

export function useDeleteSituation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSituation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITUATIONS_QUERY_KEY }),
  });
}
