import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { Env } from './env';
import { advicesModule } from './modules/advices/advices.module';
import { createDocumentSessions } from './modules/auth/document-cookie';
import { createFirstScreenService } from './modules/advices/first-screen.service';
import type { AdvicesService } from './modules/advices/advices.service';
import { createKnowledgeBaseStatus } from './kb/legis/kb-status';
import { legisRoutes } from './modules/legis/legis.routes';
import type { Mailer } from './modules/email/mailer';
import { registerIdentity } from './modules/auth/register-identity';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { createFeatureFlagsRepository } from './modules/feature-flags/feature-flags.repository';
import { createFeatureFlagsService } from './modules/feature-flags/feature-flags.service';
import { createFlaggedResponsesRepository } from './modules/feedback/flagged-responses.repository';
import { formAnswersRoutes } from './modules/form-answers/form-answers.routes';
import { createFormAnswersRepository } from './modules/form-answers/form-answers.repository';
import { createFormAnswersService } from './modules/form-answers/form-answers.service';
import { healthRoutes } from './modules/health/health.routes';
import { createEmbeddingIndex } from './kb/embeddings/embedding-index';
import { loadContent } from './kb/content/load-content';
import { caselawRoutes } from './modules/caselaw/caselaw.routes';
import { createCaselawRepository } from './modules/caselaw/caselaw.repository';
import { createCaselawService } from './modules/caselaw/caselaw.service';
import { kbRoutes } from './modules/kb/kb.routes';
import { generatedDocumentsModule } from './modules/generated-documents/generated-documents.module';
import type { PdfRenderer } from './modules/generated-documents/render-pdf';
import { formsRoutes } from './modules/forms/forms.routes';
import { createFormsRepository } from './modules/forms/forms.repository';
import { createFormsService } from './modules/forms/forms.service';
import { createKbService } from './modules/kb/kb.service';
import { marketplaceModule } from './modules/lawyer-profiles/marketplace.module';
import { createAdvicesRepository } from './modules/advices/advices.repository';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createSituationsRepository } from './modules/situations/situations.repository';
import { situationsRoutes } from './modules/situations/situations.routes';
import { createSituationsService } from './modules/situations/situations.service';
import { registerApiDocs } from './plugins/api-docs';
import { registerCompression } from './plugins/compression';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import {
  createLogger,
  generateRequestId,
  registerRequestLogging,
  type LoggerOptions,
} from './plugins/request-logging';
import { registerInstances } from './plugins/instances';
import { registerSecurity } from './plugins/security';
import { registerNotFoundHandler, registerSpa } from './plugins/spa';
import { registerBackOffice } from './modules/admin/register-back-office';

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to env.LOG_LEVEL on stdout; tests pass a capture stream. */
  logger?: LoggerOptions;
  /** Defaults to SMTP_URL, else (outside production) the DATA_DIR/outbox files. */
  mailer?: Mailer;
  /** Sees every route as it is registered (tests walk them to check each one's guard). */
  onRoute?: (route: RouteOptions) => void;
  /** Renders generated documents and exports; defaults to @react-pdf/renderer (issue 12). */
  renderPdf?: PdfRenderer;
  /**
   * Answers say so when the knowledge base is empty instead of answering from nothing (issue
   * 17). On by default; chat tests that run on an empty knowledge base turn it off.
   */
  emptyKnowledgeBaseNotice?: boolean;
};

export const API_PREFIX = '/api';
export const IDP_PREFIX = '/idp';

/** Builds the whole HTTP application without listening, so tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, clock } = deps;
  const app = Fastify({
    loggerInstance: createLogger({ level: env.LOG_LEVEL, ...deps.logger }),
    // Request lines are written by registerRequestLogging, without headers or bodies.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestLogging(app);
  // Issue 16: several instances on one database (change feed, caches, shared counters).
  const instances = await registerInstances(app, { database, clock });
  await registerSecurity(app, env, { rateLimitStore: instances.rateLimitStore });
  await registerCompression(app);
  await registerApiDocs(app);

  await app.register(healthRoutes, { database });

  const { idp, mailer, sessionCache, guard, secureCookies } = await registerIdentity(app, {
    prefix: API_PREFIX,
    idpPrefix: IDP_PREFIX,
    env,
    database,
    clock,
    feed: instances.feed,
    ...(deps.mailer && { mailer: deps.mailer }),
  });

  const featureFlagsService = createFeatureFlagsService({
    db: database.db,
    repository: createFeatureFlagsRepository(database.db),
    clock,
    feed: instances.feed,
  });
  await app.register(featureFlagsRoutes, {
    prefix: API_PREFIX,
    service: featureFlagsService,
    guard,
  });

  const content = loadContent();
  const kbService = createKbService(database.db, {
    embeddings: createEmbeddingIndex(database.db, env.EMBEDDINGS, app.log),
    content,
    feed: instances.feed,
  });
  await app.register(kbRoutes, {
    prefix: API_PREFIX,
    service: kbService,
    requireSession: guard.requireSession,
  });

  const formAnswersService = createFormAnswersService({
    repository: createFormAnswersRepository(database.db),
    flaggedResponses: createFlaggedResponsesRepository(database.db),
    clock,
  });
  await app.register(formAnswersRoutes, { prefix: API_PREFIX, service: formAnswersService, guard });

  const caselawService = createCaselawService({
    repository: createCaselawRepository(database.db),
    kb: kbService,
    guides: content.guides,
    clock,
    feed: instances.feed,
  });
  await app.register(caselawRoutes, { prefix: API_PREFIX, service: caselawService, guard });
  // Legal forms (issue 12): the library and the finder, over the ingested catalogue.
  const formsService = createFormsService({
    repository: createFormsRepository(database.db),
    kb: kbService,
    clock,
  });
  await app.register(formsRoutes, { prefix: API_PREFIX, service: formsService, guard });
  await app.register(situationsRoutes, {
    prefix: API_PREFIX,
    service: createSituationsService({
      repository: createSituationsRepository(database.db),
      clock,
    }),
    guard,
  });

  // Issue 17: the law's currency (public KB status, admin import report).
  const kbStatus = createKnowledgeBaseStatus(database.db);
  await app.register(legisRoutes, { prefix: API_PREFIX, db: database.db, status: kbStatus, guard });
  // Plans and payments (issue 14): the chat's question quota comes from its entitlements.
  const payments = createPaymentsModule({
    database,
    env,
    clock,
    countQuestionsSince: createAdvicesRepository(database.db).countQuestionsSince,
    log: (error) => app.log.error({ error }, 'payment provider error'),
  });
  await app.register(payments.plugin, { prefix: API_PREFIX, guard });

  let conversationReader: Pick<AdvicesService, 'getConversation'> | undefined;
  await app.register(advicesModule, {
    questionQuota: payments.entitlements,
    prefix: API_PREFIX,
    database,
    env,
    clock,
    kb: kbService,
    guard,
    feed: instances.feed,
    computeCaseOutcome: caselawService.computeCaseOutcome,
    ...(deps.emptyKnowledgeBaseNotice !== false && { isKnowledgeBaseEmpty: kbStatus.isEmpty }),
    onConversationReader: (reader) => {
      conversationReader = reader;
    },
  });
  // Formal notices, My documents and the conversation export (issue 12 parts 4–6).
  await app.register(generatedDocumentsModule, {
    prefix: API_PREFIX,
    db: database.db,
    guides: content.guides,
    clock,
    guard,
    renderPdf: deps.renderPdf,
  });
  // Issue 13: lawyer marketplace (profiles, ratings, direct conversations, quote requests).
  await app.register(marketplaceModule, {
    prefix: API_PREFIX,
    db: database.db,
    clock,
    guard,
    mailer,
    guides: content.guides,
    appOrigin: new URL(env.IDP_ISSUER).origin,
  });

  // Back office (issue 15): admin API, audit log, tracking, request timings, metrics, account.
  await registerBackOffice(app, {
    prefix: API_PREFIX,
    db: database.db,
    clock,
    guard,
    secureCookies,
  });

  const spa = await registerSpa(app, env.WEB_DIST_DIR, { googleEnabled: env.GOOGLE !== undefined });
  // Issue 18, round 7: `/?chatId=…` carries the conversation for the person the cookie names.
  const firstScreen = createFirstScreenService({
    sessions: createDocumentSessions({
      verifyDocumentToken: idp.tokens.verifyDocumentToken,
      isFamilyActive: sessionCache.isFamilyActive,
      findUserByProviderId: sessionCache.findUserByProviderId,
    }),
    getConversation: (session, id) => {
      if (!conversationReader) throw new Error('The advices module is not registered');
      return conversationReader.getConversation(session, id);
    },
  });
  registerNotFoundHandler(app, { spa, firstScreen });
  return app;
}
