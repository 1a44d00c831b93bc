import {
  buildPaginationMeta,
  getPageOffset,
  type AdviceConversation,
  type AdviceHistoryResponse,
  type AdviceListItem,
  type AdviceListQuery,
  type AdviceListResponse,
  type ConversationFormAnswersResponse,
  type CreateConversationRequest,
  type QuestionnaireFields,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { FormAnswersRepository } from '../form-answers/form-answers.repository';
import { toQuestionnaireFields } from '../form-answers/form-answer-mapper';
import { toAdviceConversation, toAdviceListItem, toHistoryMessages } from './advices.mapper';
import type { AdviceRow, AdvicesRepository } from './advices.repository';
import type { ConversationRow } from './conversations.repository';
import type { AnswerJobs } from './answer-jobs';
import type { AnnotateChangedLaw } from '../../kb/legis/law-changes';
import { waitUntilStored } from './remote-answers';

/** How long a deletion waits for another instance to store the answer it was writing. */
const REMOTE_ABORT_WAIT_MS = 5_000;

export type AdvicesServiceDeps = {
  repository: AdvicesRepository;
  formAnswers: FormAnswersRepository;
  jobs: AnswerJobs;
  clock: Clock;
  /** Marks quoted articles whose text a later import of the law replaced (issue 17). */
  annotateChangedLaw?: AnnotateChangedLaw;
};

/** Conversations and their advices (spec 02 §7 "Advice"). Another user's records are 404. */
export function createAdvicesService(deps: AdvicesServiceDeps) {
  const { repository, formAnswers, jobs, clock } = deps;

  async function withChangedLaw(advices: AdviceRow[]): Promise<AdviceRow[]> {
    if (!deps.annotateChangedLaw || advices.length === 0) return advices;
    const lists = await deps.annotateChangedLaw(advices.map((advice) => advice.sources));
    return advices.map((advice, index) => ({ ...advice, sources: lists[index] ?? advice.sources }));
  }

  async function findOwnConversation(session: RequestSession, id: string) {
    const row = isUuid(id) ? await repository.findConversation(id) : undefined;
    if (!row || row.userId !== session.userId) throw new AppError('CONVERSATION_NOT_FOUND');
    return row;
  }

  async function findOwnAdvice(session: RequestSession, id: string): Promise<AdviceRow> {
    const row = isUuid(id) ? await repository.findAdvice(id) : undefined;
    if (!row || row.userId !== session.userId) throw new AppError('NOT_FOUND', 'Advice not found');
    return row;
  }

  /** The form a new conversation copies: the one named (it must be the caller's), else the current one. */
  async function readFormCopy(session: RequestSession, formAnswerId: string | undefined) {
    if (formAnswerId === undefined) {
      const current = await formAnswers.findCurrentFormAnswer(session.userId);
      return current ?? null;
    }
    const form = isUuid(formAnswerId) ? await formAnswers.findFormAnswerById(formAnswerId) : null;
    if (!form || form.userId !== session.userId) {
      throw new AppError('NOT_FOUND', 'Form answer not found');
    }
    return form;
  }

  return {
    findOwnConversation,
    findOwnAdvice,

    async listConversations(
      session: RequestSession,
      query: AdviceListQuery,
    ): Promise<AdviceListResponse> {
      const offset = getPageOffset(query.page, query.limit);
      const { rows, total } = await repository.listConversations(
        session.userId,
        query.limit,
        offset,
      );
      return {
        items: rows.map(toAdviceListItem),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async createConversation(
      session: RequestSession,
      request: CreateConversationRequest,
    ): Promise<AdviceConversation> {
      const form = await readFormCopy(session, request.formAnswerId);
      const now = clock.now();
      const row = await repository.insertConversation({
        userId: session.userId,
        title: request.title,
        description: request.description,
        formAnswerId: form?.id ?? null,
        formAnswers: form ? { answers: toQuestionnaireFields(form), skipped: form.skipped } : null,
        createdAt: now,
        updatedAt: now,
      });
      return toAdviceConversation(row, [], new Map());
    },

    async getConversation(session: RequestSession, id: string): Promise<AdviceConversation> {
      const row = await findOwnConversation(session, id);
      const advices = await withChangedLaw(await repository.listAdvices(row.id));
      const feedback = await repository.listFeedback(
        advices.map((advice) => advice.id),
        session.userId,
      );
      return toAdviceConversation(row, advices, feedback);
    },

    async deleteConversation(session: RequestSession, id: string): Promise<void> {
      const row = await findOwnConversation(session, id);
      for (const job of jobs.abortConversation(row.id)) await job.finished;
      // Answers another instance writes are stored as aborted once it gets the message.
      const isStreaming = async () =>
        (await repository.listAdvices(row.id)).some((advice) => advice.status === 'streaming');
      await waitUntilStored(isStreaming, REMOTE_ABORT_WAIT_MS);
      await repository.deleteConversation(row.id);
    },

    async renameConversation(
      session: RequestSession,
      id: string,
      title: string,
    ): Promise<AdviceListItem> {
      const row = await findOwnConversation(session, id);
      const updated = await repository.updateConversation(row.id, {
        title,
        updatedAt: clock.now(),
      });
      if (!updated) throw new AppError('CONVERSATION_NOT_FOUND');
      return toAdviceListItem(updated);
    },

    async getFormAnswers(
      session: RequestSession,
      id: string,
    ): Promise<ConversationFormAnswersResponse> {
      const row = await findOwnConversation(session, id);
      return { formAnswers: row.formAnswers?.answers ?? null };
    },

    async setFormAnswers(
      session: RequestSession,
      id: string,
      answers: QuestionnaireFields,
    ): Promise<ConversationFormAnswersResponse> {
      const row: ConversationRow = await findOwnConversation(session, id);
      const updated = await repository.updateConversation(row.id, {
        formAnswers: { answers, skipped: false },
        updatedAt: clock.now(),
      });
      return { formAnswers: updated?.formAnswers?.answers ?? null };
    },

    async getHistory(session: RequestSession, id: string): Promise<AdviceHistoryResponse> {
      const row = await findOwnConversation(session, id);
      return { items: toHistoryMessages(await repository.listAdvices(row.id)) };
    },
  };
}
export type AdvicesService = ReturnType<typeof createAdvicesService>;
