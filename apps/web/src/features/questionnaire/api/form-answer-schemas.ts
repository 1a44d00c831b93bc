/**
 * What the questionnaire validates with, loaded on use (dynamic import) so that zod and the
 * form-answer schemas stay off the first paint of `/` (issue 18).
 */
export {
  createFormAnswerResponseSchema,
  currentFormAnswerResponseSchema,
  excludedSituationFeedbackResponseSchema,
  formAnswerSchema,
  questionnaireAnswersSchema,
} from '@lexlogis/contracts';
