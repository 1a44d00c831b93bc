import type {
  CreateFormAnswerRequest,
  ExcludedSituationFeedbackRequest,
  FormAnswer,
  UpdateFormAnswerRequest,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { FlaggedResponsesRepository } from '../feedback/flagged-responses.repository';
import { toFormAnswer, toFormAnswerColumns } from './form-answer-mapper';
import type { FormAnswerRow, FormAnswersRepository } from './form-answers.repository';

export type FormAnswersServiceDeps = {
  repository: FormAnswersRepository;
  flaggedResponses: FlaggedResponsesRepository;
  clock: Clock;
};

/**
 * What the product tells a user whose lease is excluded (spec 01 §2, art. 1892 C.C.Q.). Stored
 * as the "response" of the feedback entry so administrators see what the user was answering.
 */
export const EXCLUDED_SITUATION_RESPONSE =
  'The questionnaire told the user that the rules on the lease of a dwelling do not apply to ' +
  'this situation (art. 1892 C.C.Q.).';

export function createFormAnswersService({
  repository,
  flaggedResponses,
  clock,
}: FormAnswersServiceDeps) {
  /** Spec 01 §6 and issue 5: any form that is not the caller's is FORM_ACCESS_DENIED. */
  async function findOwnForm(session: RequestSession, id: string): Promise<FormAnswerRow> {
    const row = isUuid(id) ? await repository.findFormAnswerById(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Form answer not found');
    if (row.userId !== session.userId) throw new AppError('FORM_ACCESS_DENIED');
    return row;
  }

  return {
    async createFormAnswer(
      session: RequestSession,
      request: CreateFormAnswerRequest,
    ): Promise<{ id: string }> {
      if (request.userId !== session.userId) throw new AppError('FORM_ACCESS_DENIED');
      const row = await repository.insertFormAnswer(
        session.userId,
        toFormAnswerColumns(request),
        clock.now(),
      );
      return { id: row.id };
    },

    async getCurrentFormAnswer(session: RequestSession): Promise<FormAnswer | null> {
      const row = await repository.findCurrentFormAnswer(session.userId);
      return row ? toFormAnswer(row) : null;
    },

    async getFormAnswer(session: RequestSession, id: string): Promise<FormAnswer> {
      return toFormAnswer(await findOwnForm(session, id));
    },

    async updateFormAnswer(
      session: RequestSession,
      id: string,
      request: UpdateFormAnswerRequest,
    ): Promise<FormAnswer> {
      // An echoed userId must be the caller's too: a client must not think it saved someone else's.
      if (request.userId !== undefined && request.userId !== session.userId) {
        throw new AppError('FORM_ACCESS_DENIED');
      }
      await findOwnForm(session, id);
      const row = await repository.updateFormAnswer(id, toFormAnswerColumns(request), clock.now());
      if (!row) throw new AppError('NOT_FOUND', 'Form answer not found');
      return toFormAnswer(row);
    },

    async submitExcludedSituationFeedback(
      session: RequestSession,
      request: ExcludedSituationFeedbackRequest,
    ): Promise<{ id: string }> {
      const now = clock.now();
      const row = await flaggedResponses.insertFlaggedResponse({
        kind: 'excluded-situation',
        userId: session.userId,
        email: session.user.email,
        // The product could not help with this lease, which is what a negative reaction flags.
        reaction: 'negative',
        flaggedQuestion: `Excluded situation: ${request.excludedSituation}`,
        flaggedResponse: EXCLUDED_SITUATION_RESPONSE,
        comments: request.message,
        excludedSituation: request.excludedSituation,
        createdAt: now,
        updatedAt: now,
      });
      return { id: row.id };
    },
  };
}
export type FormAnswersService = ReturnType<typeof createFormAnswersService>;
