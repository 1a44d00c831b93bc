import type { AdviceStreamRequest } from '@lexlogis/contracts';
import { HISTORY_TURNS, type HistoryTurn } from '../../ai/answer-types';
import type { ConversationFormAnswersCopy } from '../../db/schema-chat';
import { toQuestionnaireFields } from '../form-answers/form-answer-mapper';
import type { FormAnswersRepository } from '../form-answers/form-answers.repository';
import type { AdviceRow, AdvicesRepository } from './advices.repository';

/** What an answer reads besides its question: the questionnaire and the earlier turns. */
export function createAnswerInputs(deps: {
  repository: AdvicesRepository;
  formAnswers: FormAnswersRepository;
}) {
  const { repository, formAnswers } = deps;

  /** The conversation's copy, else the user's current form, else what the client sent. */
  async function readQuestionnaire(
    advice: AdviceRow,
    request: AdviceStreamRequest,
  ): Promise<ConversationFormAnswersCopy | null> {
    const conversation = await repository.findConversation(advice.conversationId);
    if (conversation?.formAnswers) return conversation.formAnswers;
    const current = await formAnswers.findCurrentFormAnswer(advice.userId);
    if (current) return { answers: toQuestionnaireFields(current), skipped: current.skipped };
    return request.formAnswer ? { answers: request.formAnswer, skipped: false } : null;
  }

  async function readHistory(advice: AdviceRow): Promise<HistoryTurn[]> {
    const rows = await repository.listRecentAnswered(
      advice.conversationId,
      advice.createdAt,
      HISTORY_TURNS,
    );
    return rows.map((row) => ({ question: row.question, answer: row.answer }));
  }

  return { readQuestionnaire, readHistory };
}
