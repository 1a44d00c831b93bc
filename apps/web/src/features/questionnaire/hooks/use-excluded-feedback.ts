import type { ExcludedSituation } from '@lexlogis/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendExcludedSituationFeedback } from '../api/form-answers-api';

/** Sends the excluded-situation message; the wizard restarts once it is stored. */
export function useExcludedFeedback(onSent: () => void) {
  return useMutation({
    mutationFn: (input: { situation: ExcludedSituation; message: string }) => {
      if (input.situation === 'none') throw new Error('No excluded situation to report');
      return sendExcludedSituationFeedback({
        excludedSituation: input.situation,
        message: input.message,
      });
    },
    onSuccess: onSent,
  });
}
