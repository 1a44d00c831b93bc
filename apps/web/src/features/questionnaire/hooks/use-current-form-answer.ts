import type { FormAnswer } from '@lexlogis/contracts';
import { readSubmissionState } from '@lexlogis/contracts/helpers';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '@/lib/session-user';
import { CURRENT_FORM_ANSWER_KEY, fetchCurrentFormAnswer } from '../api/form-answers-api';

export function getCurrentFormAnswerKey(userId: string | undefined) {
  return [...CURRENT_FORM_ANSWER_KEY, userId ?? 'signed-out'] as const;
}

/**
 * The signed-in user's current form and its state (spec 01 §4: none, complete, skipped).
 * A failed load counts as no saved form: the wizard is then shown (spec 01 §2), which is
 * the one way forward a user has anyway.
 */
export function useCurrentFormAnswer() {
  const user = useSessionUser();
  const query = useQuery({
    queryKey: getCurrentFormAnswerKey(user?.id),
    queryFn: ({ signal }) => fetchCurrentFormAnswer(signal),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  const form: FormAnswer | null = query.data ?? null;
  return {
    form,
    state: readSubmissionState(form),
    isLoading: Boolean(user) && query.isPending,
  };
}
