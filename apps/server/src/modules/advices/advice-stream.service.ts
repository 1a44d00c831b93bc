import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  buildLegacySourceLists,
  type AdviceStreamRequest,
  type KbSearchResponse,
  type Source,
} from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { LookupSources, MatchGuides } from '../../ai/guide-sources';
import type { RuleForms } from '../../ai/article-forms';
import { createAnswerPipeline } from '../../ai/answer-pipeline';
import type { AnswerEvent, AnswerOutcome } from '../../ai/answer-outcome';
import type { AnswerModel } from '../../ai/answer-types';
import { RETRIEVAL_RESULTS } from '../../ai/pick-sources';
import { AppError } from '../../lib/app-error';
import { toLoggableError } from '../../lib/loggable-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import { buildRetrievalContext } from '../form-answers/build-retrieval-context';
import type { FormAnswersRepository } from '../form-answers/form-answers.repository';
import type { KbSearchParams } from '../kb/kb.service';
import { STARTABLE_STATUSES } from './advice-status';
import { toAdviceItem } from './advices.mapper';
import type { AdviceRow, AdvicesRepository } from './advices.repository';
import type { AdvicesService } from './advices.service';
import type { AnswerJob, AnswerJobs } from './answer-jobs';
import type { AdviceStreamEventsRepository } from './advice-stream-events.repository';
import { createEventRecorder, followStoredAnswer } from './remote-answers';
import { createCaseOutcomeRecorder, type ComputeCaseOutcome } from './advice-case-outcome';
import { createOutcomeStore, type Emit } from './advice-outcome-store';
import { createAnswerInputs } from './advice-answer-inputs';

/** Stored stream events outlive their answer this long, for followers on other instances. */
const SETTLED_EVENTS_KEPT_MS = 60_000;

export type AdviceStreamServiceDeps = {
  repository: AdvicesRepository;
  /** Stored events, so a stream reattached on another instance replays them. */
  events: AdviceStreamEventsRepository;
  /**
   * False when no other instance can share the database (embedded PGlite holds a lock on its
   * directory): nobody could replay the events, so they are not written.
   */
  storesEventsForOtherInstances: boolean;
  formAnswers: FormAnswersRepository;
  advices: Pick<AdvicesService, 'findOwnConversation' | 'findOwnAdvice'>;
  jobs: AnswerJobs;
  clock: Clock;
  model: AnswerModel;
  search: (params: KbSearchParams) => Promise<KbSearchResponse & { evidence?: string[] }>;
  /** Situation guides of a question; without it answers rest on the sources alone. */
  matchGuides?: MatchGuides;
  lookup?: LookupSources;
  /** Every guide's forms serving an article's rule (answer-pipeline.ts). */
  ruleForms?: RuleForms;
  /** The similar decisions of a conversation (caselaw module); none: no case outcome. */
  computeCaseOutcome?: ComputeCaseOutcome;
  /** Answers say so instead of answering while the knowledge base is empty (issue 17). */
  isKnowledgeBaseEmpty?: () => Promise<boolean>;
  /** Bounds how many answers use the thread and the database at once (retrieval-gate.ts). */
  gate: <T>(work: () => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
};

/**
 * POST /api/advice/lambda. Starting an answer checks ownership and flips the advice to
 * 'streaming' (a compare-and-set, so one answer per advice); the answer itself runs as a job of
 * the process (answer-jobs.ts) that stores the advice whatever happens to the HTTP connection.
 */
export function createAdviceStreamService(deps: AdviceStreamServiceDeps) {
  const { repository, formAnswers, jobs, clock, model, log } = deps;
  const composesLocally = model.label === 'offline-composer';
  const { store, failure } = createOutcomeStore({ repository, clock, log, model });
  const recordCaseOutcome = createCaseOutcomeRecorder({
    repository,
    compute: deps.computeCaseOutcome,
    log,
  });

  const { readQuestionnaire, readHistory } = createAnswerInputs({ repository, formAnswers });

  /** Retrieval, then the model; returns the outcome to store. */
  async function answer(
    started: AdviceRow,
    request: AdviceStreamRequest,
    signal: AbortSignal,
    emit: Emit,
    onSourcesStored: (sources: Source[]) => void,
  ): Promise<AnswerOutcome | undefined> {
    const [questionnaire, history] = await Promise.all([
      readQuestionnaire(started, request),
      readHistory(started),
    ]);
    const context = buildRetrievalContext(questionnaire);
    const search = (params: KbSearchParams) =>
      composesLocally ? deps.search(params) : deps.gate(() => deps.search(params));
    const pipeline = createAnswerPipeline({
      retrieve: (query, retrieveContext) =>
        search({ q: query, lang: retrieveContext.lang, context, k: RETRIEVAL_RESULTS }),
      model,
      clock,
      matchGuides: deps.matchGuides,
      lookup: deps.lookup,
      ruleForms: deps.ruleForms,
      isKnowledgeBaseEmpty: deps.isKnowledgeBaseEmpty,
    });
    const events: AsyncIterable<AnswerEvent> = pipeline.stream({
      question: started.question,
      lang: request.lang,
      questionnaire: questionnaire?.answers ?? null,
      questionnaireSkipped: questionnaire?.skipped ?? false,
      history,
      signal,
    });
    let outcome: AnswerOutcome | undefined;
    for await (const event of events) {
      if (event.type === 'sources') {
        emit(event);
        // Stored at once so a client that reloads mid-answer already sees them.
        await repository.patchAdvice(
          started.id,
          { sources: event.sources, legacyLists: buildLegacySourceLists(event.sources) },
          ['streaming'],
        );
        onSourcesStored(event.sources);
      } else if (event.type === 'delta') {
        emit(event);
      } else {
        outcome = event.outcome;
      }
    }
    if (outcome) await recordCaseOutcome(started, { questionnaire, history }, outcome);
    return outcome;
  }

  async function run(
    job: AnswerJob,
    emitHere: Emit,
    started: AdviceRow,
    request: AdviceStreamRequest,
  ): Promise<void> {
    const shared = deps.storesEventsForOtherInstances;
    // A retry must not replay the events of an earlier attempt.
    if (shared) await deps.events.deleteAll(started.id).catch(() => undefined);
    const recorder = shared ? createEventRecorder(deps.events, started.id, log) : undefined;
    const emit: Emit = (event) => {
      if (event.type !== 'done' && event.type !== 'error') recorder?.record(event);
      emitHere(event);
    };
    emit({ type: 'start', advice: toAdviceItem(started) });
    // Let the response go out with its first event before the answer's work takes the thread
    // (the embedded database runs its queries on it).
    await yieldToEventLoop();
    let storedSources: Source[] | undefined;
    const work = () =>
      answer(started, request, job.controller.signal, emit, (sources) => {
        storedSources = sources;
      });
    let outcome: AnswerOutcome | undefined;
    try {
      // The offline composer is CPU work on this thread: gated whole. A remote model only
      // waits on the network, so only its retrieval is gated.
      outcome = await (composesLocally ? deps.gate(work) : work());
    } catch (error) {
      log.error({ adviceId: started.id, error: toLoggableError(error) }, 'advice job failed');
      outcome = failure(error);
    }
    await recorder?.flush();
    await store(
      started,
      outcome ?? failure(new Error('The answer ended without an outcome')),
      emit,
      storedSources,
    );
    if (!shared) return;
    const cutoff = new Date(clock.now().getTime() - SETTLED_EVENTS_KEPT_MS);
    await deps.events.deleteSettledBefore(cutoff).catch((error: unknown) => {
      log.warn(
        { adviceId: started.id, error: toLoggableError(error) },
        'stream events not deleted',
      );
    });
  }

  async function findAdviceOf(
    session: RequestSession,
    key: { id: string; conversationId: string },
  ): Promise<AdviceRow> {
    const advice = await deps.advices.findOwnAdvice(session, key.id);
    if (advice.conversationId !== key.conversationId) {
      throw new AppError('NOT_FOUND', 'Advice not found');
    }
    return advice;
  }

  return {
    /** Starts (or re-attaches to) the answer of an advice; errors here are plain HTTP errors. */
    async start(session: RequestSession, request: AdviceStreamRequest): Promise<AnswerJob> {
      const key = {
        id: request.adviceId,
        userId: session.userId,
        conversationId: request.conversationId,
      };
      const running = jobs.get(key.id);
      if (running && running.conversationId === key.conversationId) {
        // Re-attach (e.g. a second tab) once ownership is confirmed.
        await deps.advices.findOwnConversation(session, key.conversationId);
        await findAdviceOf(session, key);
        return running;
      }
      // The fast path is one statement: ownership, conversation and status in its WHERE.
      const started =
        isUuid(key.id) && isUuid(key.conversationId)
          ? await repository.startAdvice(
              key,
              {
                status: 'streaming',
                answer: '',
                lang: request.lang,
                reasoning: model.label,
                modelId: model.id,
                errorMessage: null,
                clientAuthored: false,
              },
              clock.now(),
              STARTABLE_STATUSES,
            )
          : undefined;
      if (!started) {
        // Slow path: say why, with the same answers as the other endpoints.
        await deps.advices.findOwnConversation(session, key.conversationId);
        const advice = await findAdviceOf(session, key);
        const again = jobs.get(key.id);
        if (again) return again;
        if (advice.status === 'streaming') {
          // Another instance is writing it: replay and follow its stored events.
          return jobs.follow(
            key.id,
            key.conversationId,
            followStoredAnswer({ events: deps.events, findAdvice: repository.findAdvice }),
          );
        }
        throw new AppError('CONFLICT', 'This advice has already been answered');
      }
      // A newer submission in the same conversation stops the one still running.
      jobs.abortConversation(key.conversationId, key.id);
      return jobs.start(key.id, key.conversationId, (job, emit) =>
        run(job, emit, started, request),
      );
    },
  };
}
export type AdviceStreamService = ReturnType<typeof createAdviceStreamService>;
