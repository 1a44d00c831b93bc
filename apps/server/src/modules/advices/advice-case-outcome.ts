import { readStatedAnswers, type CaseOutcome } from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOutcome } from '../../ai/answer-outcome';
import type { HistoryTurn } from '../../ai/answer-types';
import { listSourceArticles } from '../../ai/guide-sources';
import type { ConversationFormAnswersCopy } from '../../db/schema-chat';
import { toLoggableError } from '../../lib/loggable-error';
import type { CaseOutcomeInput } from '../caselaw/caselaw.service';
import type { AdviceRow, AdvicesRepository } from './advices.repository';

export type ComputeCaseOutcome = (input: CaseOutcomeInput) => Promise<CaseOutcome | null>;

export type CaseOutcomeRecorderDeps = {
  repository: Pick<AdvicesRepository, 'setCaseOutcome'>;
  /** Without it (tests of the chat alone) conversations get no case outcome. */
  compute?: ComputeCaseOutcome;
  log: FastifyBaseLogger;
};

/**
 * Once an answer is ready, the conversation's case outcome is recomputed from its questions
 * (this one and the earlier turns), the questionnaire it was asked with, the answer's articles
 * and the situation guide the answer followed, and stored before the stream's final event, so a
 * client that reads the conversation then sees it. A failure here never fails the answer.
 */
export function createCaseOutcomeRecorder(deps: CaseOutcomeRecorderDeps) {
  return async function recordCaseOutcome(
    advice: AdviceRow,
    context: { questionnaire: ConversationFormAnswersCopy | null; history: HistoryTurn[] },
    outcome: AnswerOutcome,
  ): Promise<void> {
    if (!deps.compute || outcome.status !== 'ready' || outcome.outOfScope) return;
    const { questionnaire, history } = context;
    try {
      const caseOutcome = await deps.compute({
        questions: [advice.question, ...history.map((turn) => turn.question).reverse()],
        questionnaire: readStatedAnswers(questionnaire?.answers, questionnaire?.skipped ?? false),
        articles: listSourceArticles(outcome.sources),
        guideId: outcome.guideIds[0] ?? null,
      });
      await deps.repository.setCaseOutcome(advice.conversationId, caseOutcome);
    } catch (error) {
      deps.log.warn(
        { adviceId: advice.id, error: toLoggableError(error) },
        'case outcome not computed',
      );
    }
  };
}
