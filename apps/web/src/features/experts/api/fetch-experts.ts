import { useQuery } from '@tanstack/react-query';
import { legalExpertSchema } from '@lexlogis/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-user';

/** Lawyer profiles as listed by GET /profiles; demo data flags its sample lawyers. */
export const expertSchema = legalExpertSchema.extend({ isDemo: z.boolean().optional() });
export type Expert = z.infer<typeof expertSchema>;
const expertListSchema = z.object({ items: z.array(expertSchema) });

export const EXPERTS_SHOWN = 3;

export async function fetchExperts(signal?: AbortSignal): Promise<Expert[]> {
  const answer = await apiRequest(`/profiles?limit=${EXPERTS_SHOWN}`, {
    schema: expertListSchema,
    signal,
  });
  return answer?.items ?? [];
}

export function useExperts(enabled: boolean) {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['profiles', 'experts-panel'],
    queryFn: ({ signal }) => fetchExperts(signal),
    enabled: enabled && Boolean(user),
    staleTime: 5 * 60 * 1000,
  });
}
