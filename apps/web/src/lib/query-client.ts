import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

/** General query cache: stale after 5 minutes, no retention once unused (spec 02 §9). */
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;
export const DEFAULT_GC_TIME_MS = 0;
const MAX_RETRIES = 1;

/** Retry once, but never a 4xx: the same request would get the same answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
