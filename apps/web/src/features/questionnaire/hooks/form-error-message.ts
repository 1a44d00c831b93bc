import { i18n } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-error';

/** Thrown before any call when there is no signed-in session with a token (spec 01 §6). */
export class LoginRequiredError extends Error {
  override readonly name = 'LoginRequiredError';
}

/** Thrown when the answers fail the questionnaire schema on this side (spec 01 §5). */
export class IncompleteAnswersError extends Error {
  override readonly name = 'IncompleteAnswersError';
}

export type FormAction = 'submit' | 'update' | 'skip';

const FALLBACK_KEYS = {
  submit: 'questionnaire.errors.submitFailed',
  update: 'questionnaire.errors.updateFailed',
  skip: 'questionnaire.errors.skipFailed',
} as const;

/** Spec 01 §8: the questionnaire's error messages, by cause, in the interface language. */
export function readFormErrorMessage(error: unknown, action: FormAction): string {
  if (error instanceof LoginRequiredError) return i18n.t('questionnaire.errors.loginRequired');
  if (error instanceof IncompleteAnswersError) {
    return i18n.t('questionnaire.errors.requiredFields');
  }
  if (isApiError(error)) {
    if (error.code === 'FORM_ACCESS_DENIED') return i18n.t('questionnaire.errors.accessDenied');
    if (error.statusCode === 401) return i18n.t('questionnaire.errors.loginRequired');
    // The server checks the same schema; a refusal there is the same failure for the user.
    if (error.code === 'VALIDATION_ERROR') return i18n.t('questionnaire.errors.requiredFields');
  }
  return i18n.t(FALLBACK_KEYS[action]);
}
