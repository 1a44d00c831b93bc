import { useQuery } from '@tanstack/react-query';
import { legalExpertSchema } from '@lexlogis/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-user';

/** Lawyer profiles as listed by GET /profiles/matching; demo data flags its sample lawyers. */
export const expertSchema = legalExpertSchema.extend({ isDemo: z.boolean().optional() });
export type Expert = z.infer<typeof expertSchema>;
const expertListSchema = z.object({ items: z.array(expertSchema) });

export const EXPERTS_SHOWN = 3;

/** The profiles best matching the chat conversation's situation and the user's city. */
export async function fetchExperts(chatId: string | null, signal?: AbortSignal): Promise<Expert[]> {
  const params = new URLSearchParams({ limit: String(EXPERTS_SHOWN) });
  if (chatId) params.set('conversationId', chatId);
  const answer = await apiRequest(`/profiles/matching?${params.toString()}`, {
    schema: expertListSchema,
    signal,
  });
  return answer?.items ?? [];
}

export function useExperts(enabled: boolean, chatId: string | null) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['profiles', 'experts-panel', chatId],
    queryFn: ({ signal }) => fetchExperts(chatId, signal),
    enabled: enabled && Boolean(user),
    staleTime: 5 * 60 * 1000,
  });
}
