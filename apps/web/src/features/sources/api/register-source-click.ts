import { sourceClickResponseSchema } from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /advices/source/{adviceId}/click on any source opened; failures are swallowed. */
export function registerSourceClick(adviceId: string): void {
  apiRequest(`/advices/source/${encodeURIComponent(adviceId)}/click`, {
    method: 'POST',
    schema: sourceClickResponseSchema,
  }).catch(() => undefined);
}
