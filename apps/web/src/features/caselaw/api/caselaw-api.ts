import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  caselawDecisionSchema,
  caselawSearchResponseSchema,
  type CaselawDecision,
  type CaselawSearchQueryInput,
  type CaselawSearchResponse,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const CASELAW_QUERY_KEY = ['caselaw'] as const;

function toQueryString(query: CaselawSearchQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /caselaw/search: a page of decisions for a query and filters. */
export async function searchCaselaw(
  query: CaselawSearchQueryInput,
  signal?: AbortSignal,
): Promise<CaselawSearchResponse> {
  const answer = await apiRequest(`/caselaw/search?${toQueryString(query)}`, {
    schema: caselawSearchResponseSchema,
    signal,
  });
  if (!answer) throw new ApiError('Invalid API response format', 500);
  return answer;
}

/** GET /caselaw/{id}: one decision. */
export async function fetchDecision(id: string, signal?: AbortSignal): Promise<CaselawDecision> {
  const answer = await apiRequest(`/caselaw/${encodeURIComponent(id)}`, {
    schema: caselawDecisionSchema,
    signal,
  });
  if (!answer) throw new ApiError('Decision not found', 404);
  return answer;
}

export function useCaselawSearch(query: CaselawSearchQueryInput) {
  return useQuery({
    queryKey: [...CASELAW_QUERY_KEY, 'search', query],
    queryFn: ({ signal }) => searchCaselaw(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDecision(id: string | null) {
  return useQuery({
    queryKey: [...CASELAW_QUERY_KEY, 'decision', id],
    queryFn: ({ signal }) => fetchDecision(id ?? '', signal),
    enabled: id !== null,
  });
}
