import type { FeedbackSubmission, FeedbackSubmissionResponse } from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import type { RequestSession } from '../auth/session';
import type { FlaggedResponsesRepository } from '../feedback/flagged-responses.repository';
import { toAdviceFeedback } from './advices.mapper';
import type { AdvicesService } from './advices.service';

export type AdviceFeedbackServiceDeps = {
  flaggedResponses: FlaggedResponsesRepository;
  advices: Pick<AdvicesService, 'findOwnAdvice'>;
  clock: Clock;
};

/**
 * POST /flaggedResponse: feedback on a chat answer, stored with the questionnaire's feedback
 * (kind 'advice') so administrators read both in one list. With an adviceId, the advice must be
 * the caller's, and a second submission for it updates the first instead of adding another.
 */
export function createAdviceFeedbackService(deps: AdviceFeedbackServiceDeps) {
  const { flaggedResponses, advices, clock } = deps;
  return {
    async submit(
      session: RequestSession,
      request: FeedbackSubmission,
    ): Promise<{ created: boolean; body: FeedbackSubmissionResponse }> {
      const now = clock.now();
      const values = {
        email: request.email,
        reaction: request.reaction,
        flaggedQuestion: request.flaggedQuestion,
        flaggedResponse: request.flaggedResponse,
        comments: request.comments,
        updatedAt: now,
      };
      if (request.adviceId !== undefined) {
        const advice = await advices.findOwnAdvice(session, request.adviceId);
        const existing = await flaggedResponses.findAdviceFeedback(advice.id, session.userId);
        if (existing) {
          const updated = await flaggedResponses.updateFlaggedResponse(existing.id, values);
          const row = updated ?? existing;
          return { created: false, body: { id: row.id, feedback: toAdviceFeedback(row) } };
        }
      }
      const row = await flaggedResponses.insertFlaggedResponse({
        ...values,
        kind: 'advice',
        userId: session.userId,
        adviceId: request.adviceId ?? null,
        createdAt: now,
      });
      return { created: true, body: { id: row.id, feedback: toAdviceFeedback(row) } };
    },
  };
}
export type AdviceFeedbackService = ReturnType<typeof createAdviceFeedbackService>;
