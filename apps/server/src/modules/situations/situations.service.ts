import {
  CASELAW_QUERY_MAX_LENGTH,
  buildPaginationMeta,
  getPageOffset,
  readStatedAnswers,
  truncateText,
  type CreateSituationRequest,
  type SavedSituation,
  type SituationListQuery,
  type SituationListResponse,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import { toSavedSituation } from './situations.mapper';
import type { SituationsRepository } from './situations.repository';

export type SituationsServiceDeps = { repository: SituationsRepository; clock: Clock };

/** Saved situations (issue 11). Another user's situation, or conversation, is "not found". */
export function createSituationsService({ repository, clock }: SituationsServiceDeps) {
  async function findOwn(session: RequestSession, id: string) {
    const row = isUuid(id) ? await repository.findSituation(id) : undefined;
    if (!row || row.userId !== session.userId) throw new AppError('SITUATION_NOT_FOUND');
    return row;
  }

  /** The questionnaire answers a conversation was asked with, as the user stated them. */
  async function readConversationAnswers(session: RequestSession, conversationId: string) {
    const conversation = await repository.findConversation(conversationId);
    if (!conversation || conversation.userId !== session.userId) {
      throw new AppError('CONVERSATION_NOT_FOUND');
    }
    const copy = conversation.formAnswers;
    return copy ? readStatedAnswers(copy.answers, copy.skipped) : null;
  }

  return {
    async createSituation(
      session: RequestSession,
      request: CreateSituationRequest,
    ): Promise<SavedSituation> {
      const fromConversation = request.conversationId
        ? await readConversationAnswers(session, request.conversationId)
        : null;
      // Without filters, the research re-runs on the situation's own words.
      const words = request.description || request.title;
      const now = clock.now();
      const row = await repository.insertSituation({
        userId: session.userId,
        title: request.title,
        description: request.description,
        answers: request.answers ?? fromConversation,
        search: request.search ?? { q: truncateText(words, CASELAW_QUERY_MAX_LENGTH) },
        conversationId: request.conversationId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return toSavedSituation(row);
    },

    async listSituations(
      session: RequestSession,
      query: SituationListQuery,
    ): Promise<SituationListResponse> {
      const { rows, total } = await repository.listSituations(
        session.userId,
        query.limit,
        getPageOffset(query.page, query.limit),
      );
      return {
        items: rows.map(toSavedSituation),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async getSituation(session: RequestSession, id: string): Promise<SavedSituation> {
      return toSavedSituation(await findOwn(session, id));
    },

    async deleteSituation(session: RequestSession, id: string): Promise<void> {
      const deleted = isUuid(id) && (await repository.deleteSituation(id, session.userId));
      if (!deleted) throw new AppError('SITUATION_NOT_FOUND');
    },
  };
}
export type SituationsService = ReturnType<typeof createSituationsService>;
