import { useQuery } from '@tanstack/react-query';
import type { KbStatus } from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /kb/status: whether the knowledge base is loaded (issue 17). A fresh install without a
 * corpus starts with it empty; the chat then says so before anyone asks.
 */
export function useKnowledgeBaseStatus() {
  return useQuery({
    queryKey: ['kb-status'],
    queryFn: ({ signal }) =>
      apiRequest('/kb/status', {
        schema: async () => (await import('./chat-schemas')).kbStatusSchema,
        signal,
      }) as Promise<KbStatus | null>,
    staleTime: 60_000,
    retry: false,
  });
}
