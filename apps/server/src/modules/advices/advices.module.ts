import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../lib/clock';
import { toLoggableError } from '../../lib/loggable-error';
import { createAnswerModel } from '../../ai/model-registry';
import { JOBS_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import type { SessionGuard } from '../auth/session-guard';
import { createFlaggedResponsesRepository } from '../feedback/flagged-responses.repository';
import { createFormAnswersRepository } from '../form-answers/form-answers.repository';
import type { KbService } from '../kb/kb.service';
import type { ComputeCaseOutcome } from './advice-case-outcome';
import { createAdviceFeedbackService } from './advice-feedback.service';
import { adviceItemsRoutes } from './advice-items.routes';
import { createAdviceItemsService, type QuestionQuota } from './advice-items.service';
import { adviceStreamRoutes } from './advice-stream.routes';
import { createAdviceStreamService } from './advice-stream.service';
import { advicesRoutes } from './advices.routes';
import { createAdvicesRepository } from './advices.repository';
import { createAdvicesService, type AdvicesService } from './advices.service';
import { createAdviceStreamEventsRepository } from './advice-stream-events.repository';
import { createAnswerJobs, type AnswerJobMessage } from './answer-jobs';
import { createRetrievalGate } from './retrieval-gate';
import { STALE_SWEEP_INTERVAL_MS, createStaleAnswerSweeper } from './stale-answers';
import { createLawChangeAnnotator } from '../../kb/legis/law-changes';

export type AdvicesModuleOptions = {
  database: DatabaseHandle;
  env: Pick<Env, 'MODEL' | 'QUESTION_RATE_LIMIT_PER_MINUTE'>;
  clock: Clock;
  kb: Pick<KbService, 'search'> &
    Partial<Pick<KbService, 'searchForAnswer' | 'matchGuides' | 'lookup' | 'ruleForms'>>;
  guard: SessionGuard;
  /** Carries aborts to the other instances on the same database (issue 16). */
  feed: ChangeFeed;
  /** Similar decisions per conversation (caselaw module), computed when an answer is ready. */
  computeCaseOutcome?: ComputeCaseOutcome;
  /** Answers say the knowledge base is empty instead of answering from nothing (issue 17). */
  isKnowledgeBaseEmpty?: () => Promise<boolean>;
  /** The plan's question quota (payments module); none means no quota. */
  questionQuota?: QuestionQuota;
  /** Hands out the conversation reader, for the HTML document's first screen (issue 18). */
  onConversationReader?: (reader: Pick<AdvicesService, 'getConversation'>) => void;
};

/** Answers retrieving (or composing offline) at once per process (see retrieval-gate.ts). */
const PGLITE_RETRIEVALS = 2;
const POSTGRES_RETRIEVALS = 8;

/** Running answers get this long to finish when the server closes; the rest are aborted. */
const SHUTDOWN_GRACE_MS = 5_000;

/** The advice chat (issue 6): conversations, advices, the answer stream and answer feedback. */
export const advicesModule: FastifyPluginAsync<AdvicesModuleOptions> = async (app, options) => {
  const { env, clock, guard } = options;
  const db = options.database.db;
  const gate = createRetrievalGate(
    options.database.kind === 'pglite' ? PGLITE_RETRIEVALS : POSTGRES_RETRIEVALS,
  );
  const repository = createAdvicesRepository(db);
  const formAnswers = createFormAnswersRepository(db);
  const logJobError = (error: unknown) =>
    app.log.error({ error: toLoggableError(error) }, 'advice job error');
  const jobs = createAnswerJobs({
    onJobError: logJobError,
    // Only PostgreSQL can be shared: embedded PGlite locks its directory, so no other instance
    // exists to be told (two statements an answer saved, as for the stream events below).
    broadcast:
      options.database.kind === 'postgres'
        ? (message) =>
            void options.feed.notify(JOBS_CHANNEL, JSON.stringify(message)).catch(logJobError)
        : undefined,
  });
  const unsubscribe = options.feed.subscribe(JOBS_CHANNEL, (payload) => {
    try {
      jobs.receive(JSON.parse(payload) as AnswerJobMessage);
    } catch (error) {
      logJobError(error);
    }
  });
  const service = createAdvicesService({
    repository,
    formAnswers,
    jobs,
    clock,
    annotateChangedLaw: createLawChangeAnnotator(db),
  });
  options.onConversationReader?.({ getConversation: service.getConversation });
  const items = createAdviceItemsService({
    repository,
    advices: service,
    jobs,
    clock,
    questionRateLimitPerMinute: env.QUESTION_RATE_LIMIT_PER_MINUTE,
    questionQuota: options.questionQuota,
  });
  const feedback = createAdviceFeedbackService({
    flaggedResponses: createFlaggedResponsesRepository(db),
    advices: service,
    clock,
  });
  const stream = createAdviceStreamService({
    repository,
    events: createAdviceStreamEventsRepository(db),
    storesEventsForOtherInstances: options.database.kind === 'postgres',
    formAnswers,
    advices: service,
    jobs,
    clock,
    model: createAnswerModel(env.MODEL),
    // With the evidence the answer's guide is chosen on, when the knowledge base gives it.
    search: (params) => (options.kb.searchForAnswer ?? options.kb.search)(params),
    matchGuides: options.kb.matchGuides,
    lookup: options.kb.lookup,
    ruleForms: options.kb.ruleForms,
    computeCaseOutcome: options.computeCaseOutcome,
    isKnowledgeBaseEmpty: options.isKnowledgeBaseEmpty,
    gate,
    log: app.log,
  });
  // preClose, not onClose: Fastify waits for in-flight requests before onClose, and an answer
  // stream is one until its job ends, so a hanging model would hold the shutdown past its limit
  // (and main.ts would exit without closing the database).
  app.addHook('preClose', async () => {
    await jobs.drain(SHUTDOWN_GRACE_MS);
  });
  const sweeper = createStaleAnswerSweeper({ db, clock });
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  const logSweep = (failed: number) => {
    if (failed > 0) app.log.warn({ failed }, 'interrupted answers stored as failed');
  };
  app.addHook('onReady', async () => {
    const embedded = options.database.kind === 'pglite';
    logSweep(await (embedded ? sweeper.failAllStreaming() : sweeper.failStale()));
    sweepTimer = setInterval(() => {
      sweeper.failStale().then(logSweep, logJobError);
    }, STALE_SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    unsubscribe();
  });
  await app.register(advicesRoutes, { service, guard });
  await app.register(adviceItemsRoutes, { service: items, feedback, guard });
  await app.register(adviceStreamRoutes, { service: stream, jobs, guard });
};
