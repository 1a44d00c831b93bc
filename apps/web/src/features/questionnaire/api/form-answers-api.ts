import type {
  CreateFormAnswerRequestInput,
  ExcludedSituationFeedbackRequest,
  FormAnswer,
  UpdateFormAnswerRequestInput,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const CURRENT_FORM_ANSWER_KEY = ['form-answer', 'current'] as const;

// Schemas (and zod) load with the first call, in parallel with its request (issue 18).
const loadSchemas = () => import('./form-answer-schemas');

/** GET /formAnswer: the signed-in user's current form, or null before any submission. */
export async function fetchCurrentFormAnswer(signal?: AbortSignal): Promise<FormAnswer | null> {
  return apiRequest('/formAnswer', {
    schema: async () => (await loadSchemas()).currentFormAnswerResponseSchema,
    signal,
  });
}

/** POST /formAnswer; answers the new form's id. */
export async function createFormAnswer(body: CreateFormAnswerRequestInput): Promise<string> {
  const answer = await apiRequest('/formAnswer', {
    method: 'POST',
    body,
    schema: async () => (await loadSchemas()).createFormAnswerResponseSchema,
  });
  if (!answer) throw new ApiError('Failed to submit form', 500);
  return answer.id;
}

/** PATCH /formAnswer/{id}; answers the saved form. */
export async function updateFormAnswer(
  id: string,
  body: UpdateFormAnswerRequestInput,
): Promise<FormAnswer> {
  const answer = await apiRequest(`/formAnswer/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: async () => (await loadSchemas()).formAnswerSchema,
  });
  if (!answer) throw new ApiError('Failed to update form', 500);
  return answer;
}

/** POST /formAnswer/excluded-situation-feedback: the excluded-situation dialog's message. */
export async function sendExcludedSituationFeedback(
  body: ExcludedSituationFeedbackRequest,
): Promise<void> {
  await apiRequest('/formAnswer/excluded-situation-feedback', {
    method: 'POST',
    body,
    schema: async () => (await loadSchemas()).excludedSituationFeedbackResponseSchema,
  });
}
