import { useQuery } from '@tanstack/react-query';
import type { FeatureFlagsResponse, KnownFeatureFlagName } from '@lexlogis/contracts';
import { apiRequest } from './api-client';
import { useAuthSession } from './use-auth-session';

export const FEATURE_FLAGS_QUERY_KEY = ['feature-flags'] as const;
/** Flags are stale after 5 minutes and then refreshed in the background (spec 02 §4, §9). */
export const FEATURE_FLAGS_STALE_TIME_MS = 5 * 60 * 1000;

export async function fetchFeatureFlags(signal?: AbortSignal): Promise<FeatureFlagsResponse> {
  const response = await apiRequest('/feature-flags', {
    // Loaded with the request: zod stays off the first paint (issue 18).
    schema: async () => (await import('./session-schemas')).featureFlagsResponseSchema,
    signal,
  });
  return response ?? { flags: {} };
}

/** The server answers flags only to a session, so they are asked for only once signed in. */
export function useFeatureFlags() {
  const { status } = useAuthSession();
  return useQuery({
    enabled: status === 'CONFIRMED',
    queryKey: FEATURE_FLAGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchFeatureFlags(signal),
    staleTime: FEATURE_FLAGS_STALE_TIME_MS,
    refetchInterval: FEATURE_FLAGS_STALE_TIME_MS,
    // Kept while unused so moving between screens does not flash every gated item to "off".
    gcTime: FEATURE_FLAGS_STALE_TIME_MS,
  });
}

/** Every flag reads false while loading and whenever the flag query is in error (spec 02 §4). */
export function useFeatureFlag(name: KnownFeatureFlagName): boolean {
  const { data, isError } = useFeatureFlags();
  if (isError || !data) return false;
  return data.flags[name]?.enabled === true;
}
