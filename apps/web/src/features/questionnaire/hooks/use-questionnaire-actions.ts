import type { FormAnswer, QuestionnaireAnswers, QuestionnaireFields } from '@lexlogis/contracts';
import { DEFAULT_SKIPPED_ANSWERS } from '@lexlogis/contracts/helpers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { updateSessionAccount } from '@/lib/auth-session-actions';
import { getAccessToken } from '@/lib/auth-token';
import { getAuthSession } from '@/lib/auth-session';
import { useSessionUser } from '@/lib/session-user';
import { showToast } from '@/lib/toast';
import { createFormAnswer, updateFormAnswer } from '../api/form-answers-api';
import {
  IncompleteAnswersError,
  LoginRequiredError,
  readFormErrorMessage,
  type FormAction,
} from './form-error-message';
import { getCurrentFormAnswerKey } from './use-current-form-answer';

const TOAST_ID = 'questionnaire';

type SaveInput = { answers: QuestionnaireFields; skipped: boolean };

/**
 * Submitting, updating and skipping the questionnaire (spec 01 §4). Each needs a session with a
 * user id and a token, else 'Please log in to continue'. A saved form replaces the cached current
 * one, and the session account learns its id, which the chat needs to send a prompt.
 */
export function useQuestionnaireActions(form: FormAnswer | null) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const key = getCurrentFormAnswerKey(user?.id);

  async function save({ answers, skipped }: SaveInput): Promise<FormAnswer> {
    if (!user || !getAccessToken()) throw new LoginRequiredError();
    if (form) return updateFormAnswer(form.id, { ...answers, userId: user.id, skipped });
    const id = await createFormAnswer({ ...answers, userId: user.id, skipped });
    return { id, userId: user.id, answers, skipped };
  }

  function remember(saved: FormAnswer): void {
    queryClient.setQueryData(key, saved);
    const account = getAuthSession().account;
    if (account) {
      updateSessionAccount({
        ...account,
        formAnswerId: saved.id,
        hasFilledQuestionnaire: account.hasFilledQuestionnaire || !saved.skipped,
      });
    }
  }

  const submit = useMutation({
    mutationFn: async (answers: QuestionnaireAnswers | null) => {
      if (!user || !getAccessToken()) throw new LoginRequiredError();
      if (!answers) throw new IncompleteAnswersError();
      const { userId: _userId, ...fields } = answers;
      return save({ answers: fields, skipped: false });
    },
    onSuccess: (saved) => {
      remember(saved);
      showToast(i18n.t('questionnaire.toasts.submitted'), { id: TOAST_ID, variant: 'success' });
    },
    onError: (error) => showError(error, form ? 'update' : 'submit'),
  });

  /** With no form, the spec's default answers; with one, the same answers marked skipped. */
  const skip = useMutation({
    mutationFn: () => save({ answers: form?.answers ?? DEFAULT_SKIPPED_ANSWERS, skipped: true }),
    onSuccess: (saved) => {
      remember(saved);
      showToast(i18n.t('questionnaire.toasts.skipped'), { id: TOAST_ID });
    },
    onError: (error) => showError(error, 'skip'),
  });

  return { submit, skip };
}

function showError(error: unknown, action: FormAction): void {
  showToast(readFormErrorMessage(error, action), { id: TOAST_ID, variant: 'error' });
}
