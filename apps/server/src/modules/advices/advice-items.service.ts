import {
  buildLegacySourceLists,
  cleanAdviceText,
  getSourcesFromLegacyLists,
  type AdviceItem,
  type AdviceStatus,
  type StoreAdviceRequest,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { checkCitations } from '../../ai/citation-checker';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../auth/session';
import { canChangeStatus, statusesThatCanBecome } from './advice-status';
import { toAdviceItem } from './advices.mapper';
import type { AdviceRow, AdvicesRepository } from './advices.repository';
import type { AdvicesService } from './advices.service';
import type { AnswerJobs } from './answer-jobs';
import { waitUntilStored } from './remote-answers';

export type AdviceItemsServiceDeps = {
  repository: AdvicesRepository;
  advices: Pick<AdvicesService, 'findOwnConversation' | 'findOwnAdvice'>;
  jobs: AnswerJobs;
  clock: Clock;
  questionRateLimitPerMinute: number;
  questionQuota?: QuestionQuota;
};

/** The plan's daily quota (payments module's entitlements); throws when the user has none left. */
export type QuestionQuota = { assertCanAskQuestion(userId: string): Promise<void> };
/** How long a stop waits for another instance to store the answer it was writing. */
const REMOTE_ABORT_WAIT_MS = 5_000;

export function rateLimitMessage(limit: number): string {
  return `You have asked ${limit} questions in the last minute. Please wait a minute before asking another one.`;
}

/**
 * Questions of a conversation and what happens to them: status changes, stored answers and
 * source clicks. The per-user question limit is counted in the database (advices created in the
 * last minute), so it holds across server instances.
 */
export function createAdviceItemsService(deps: AdviceItemsServiceDeps) {
  const { repository, jobs, clock } = deps;
  const { findOwnConversation, findOwnAdvice } = deps.advices;

  async function withFeedback(session: RequestSession, row: AdviceRow): Promise<AdviceItem> {
    const feedback = await repository.listFeedback([row.id], session.userId);
    return toAdviceItem(row, feedback.get(row.id) ?? null);
  }

  async function enforceQuestionRateLimit(session: RequestSession, now: Date): Promise<void> {
    const limit = deps.questionRateLimitPerMinute;
    const since = new Date(now.getTime() - 60_000);
    if ((await repository.countQuestionsSince(session.userId, since)) >= limit) {
      throw new AppError('RATE_LIMITED', rateLimitMessage(limit));
    }
    await deps.questionQuota?.assertCanAskQuestion(session.userId);
  }

  return {
    /** A new question (status submitted); it supersedes any answer still running in the conversation. */
    async createAdvice(session: RequestSession, id: string, question: string): Promise<AdviceItem> {
      const row = await findOwnConversation(session, id);
      const now = clock.now();
      await enforceQuestionRateLimit(session, now);
      const advice = await repository.insertAdvice({
        conversationId: row.id,
        userId: session.userId,
        question,
        status: 'submitted',
        now,
      });
      // After the insert, sparing the new advice: every instance applies the message, this one
      // too, and it may arrive after the new answer has started (the load run caught one
      // answer stored 'aborted' that way on PostgreSQL).
      jobs.abortConversation(row.id, advice.id);
      return toAdviceItem(advice);
    },

    async updateStatus(
      session: RequestSession,
      id: string,
      status: AdviceStatus,
    ): Promise<AdviceItem> {
      const advice = await findOwnAdvice(session, id);
      const job = jobs.get(advice.id);
      if (job) {
        // The server owns a running answer: a client may only stop it.
        if (status !== 'aborted') {
          throw new AppError('CONFLICT', 'The answer is still being written');
        }
        job.controller.abort(new Error('Stopped by the user'));
        await job.finished;
        return withFeedback(session, await findOwnAdvice(session, id));
      }
      if (advice.status === 'streaming' && status === 'aborted') {
        // Another instance writes it: it stores 'aborted' once it gets the message. If it is
        // gone (the advice stays streaming), the advice is marked aborted here.
        jobs.abortElsewhere(advice.id, 'Stopped by the user');
        const isStreaming = async () =>
          (await repository.findAdvice(advice.id))?.status === 'streaming';
        if (!(await waitUntilStored(isStreaming, REMOTE_ABORT_WAIT_MS))) {
          await repository.updateAdvice(advice.id, { status: 'aborted' }, clock.now(), [
            'streaming',
          ]);
        }
        return withFeedback(session, await findOwnAdvice(session, id));
      }
      if (!canChangeStatus(advice.status, status)) {
        throw new AppError('CONFLICT', `An advice cannot go from ${advice.status} to ${status}`);
      }
      if (advice.status === status) return withFeedback(session, advice);
      const updated = await repository.updateAdvice(advice.id, { status }, clock.now(), [
        advice.status,
      ]);
      if (!updated) throw new AppError('CONFLICT', 'The advice changed meanwhile; reload it');
      return withFeedback(session, updated);
    },

    /**
     * Stores an answer a client wrote (spec 02 §7 store-advice). The text is checked and cleaned
     * like a streamed one, and the legacy lists are rebuilt from the sources (taken from the
     * lists when only those are sent) so the two never disagree. It is marked client-authored:
     * the client chose its sources too, so neither is verified, and the model never gets it as
     * history.
     */
    async storeAdvice(
      session: RequestSession,
      conversationId: string,
      request: StoreAdviceRequest,
    ): Promise<AdviceItem> {
      const conversation = await findOwnConversation(session, conversationId);
      const sources =
        request.sources.length > 0 ? request.sources : getSourcesFromLegacyLists(request);
      const now = clock.now();
      const existing =
        request.adviceId === undefined ? undefined : await findOwnAdvice(session, request.adviceId);
      const lang = existing?.lang ?? session.user.language;
      const values = {
        answer: cleanAdviceText(checkCitations(request.advice, sources, lang).text),
        sources,
        legacyLists: buildLegacySourceLists(sources),
        status: 'ready' as const,
        errorMessage: null,
        clientAuthored: true,
      };
      if (existing === undefined) {
        if (!request.question?.trim()) {
          throw new AppError('VALIDATION_ERROR', 'question is required without adviceId');
        }
        await enforceQuestionRateLimit(session, now);
        const row = await repository.insertAdvice({
          conversationId: conversation.id,
          userId: session.userId,
          question: request.question.trim(),
          status: 'ready',
          now,
          update: values,
        });
        return toAdviceItem(row);
      }
      const advice = existing;
      if (advice.conversationId !== conversation.id) {
        throw new AppError('NOT_FOUND', 'Advice not found');
      }
      if (jobs.get(advice.id)) throw new AppError('CONFLICT', 'The answer is still being written');
      const updated = await repository.updateAdvice(
        advice.id,
        values,
        now,
        statusesThatCanBecome('ready'),
      );
      if (!updated) throw new AppError('CONFLICT', 'This advice already has its answer');
      return withFeedback(session, updated);
    },

    async registerSourceClick(
      session: RequestSession,
      adviceId: string,
    ): Promise<{ sourceClicks: number }> {
      const advice = await findOwnAdvice(session, adviceId);
      const sourceClicks = await repository.incrementSourceClicks(advice.id);
      if (sourceClicks === undefined) throw new AppError('NOT_FOUND', 'Advice not found');
      return { sourceClicks };
    },
  };
}
export type AdviceItemsService = ReturnType<typeof createAdviceItemsService>;
