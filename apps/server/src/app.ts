import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { Env } from './env';
import { advicesModule } from './modules/advices/advices.module';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionGuard } from './modules/auth/session-guard';
import { createMailerFromEnv, type Mailer } from './modules/email/mailer';
import { outboxRoutes } from './modules/email/outbox.routes';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { createFeatureFlagsRepository } from './modules/feature-flags/feature-flags.repository';
import { createFeatureFlagsService } from './modules/feature-flags/feature-flags.service';
import { createFlaggedResponsesRepository } from './modules/feedback/flagged-responses.repository';
import { formAnswersRoutes } from './modules/form-answers/form-answers.routes';
import { createFormAnswersRepository } from './modules/form-answers/form-answers.repository';
import { createFormAnswersService } from './modules/form-answers/form-answers.service';
import { healthRoutes } from './modules/health/health.routes';
import { createIdp } from './modules/idp/create-idp';
import { idpRoutes } from './modules/idp/idp.routes';
import { googleRoutes } from './modules/idp/idp-google.routes';
import { createEmbeddingIndex } from './kb/embeddings/embedding-index';
import { loadContent } from './kb/content/load-content';
import { caselawRoutes } from './modules/caselaw/caselaw.routes';
import { createCaselawRepository } from './modules/caselaw/caselaw.repository';
import { createCaselawService } from './modules/caselaw/caselaw.service';
import { kbRoutes } from './modules/kb/kb.routes';
import { createKbService } from './modules/kb/kb.service';
import { lawyerProfilesRoutes } from './modules/lawyer-profiles/lawyer-profiles.routes';
import { createLawyerProfilesRepository } from './modules/lawyer-profiles/lawyer-profiles.repository';
import { createRoleRequestsRepository } from './modules/role-requests/role-requests.repository';
import { roleRequestsRoutes } from './modules/role-requests/role-requests.routes';
import { createRoleRequestsService } from './modules/role-requests/role-requests.service';
import { createSituationsRepository } from './modules/situations/situations.repository';
import { situationsRoutes } from './modules/situations/situations.routes';
import { createSituationsService } from './modules/situations/situations.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
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
import { registerSecurity } from './plugins/security';
import { registerNotFoundHandler, registerSpa } from './plugins/spa';

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
  await registerSecurity(app, env);
  await registerCompression(app);
  await registerApiDocs(app);

  await app.register(healthRoutes, { database });

  const mailer = deps.mailer ?? createMailerFromEnv(env);
  const idp = await createIdp({ env, db: database.db, clock, mailer, log: app.log });
  await app.register(idpRoutes, {
    prefix: IDP_PREFIX,
    accounts: idp.accounts,
    sessions: idp.sessions,
    tokens: idp.tokens,
    googleEnabled: env.GOOGLE !== undefined,
  });
  if (idp.google) {
    await app.register(googleRoutes, {
      prefix: IDP_PREFIX,
      google: idp.google,
      sessions: idp.sessions,
      secureCookie: env.IDP_ISSUER.startsWith('https:'),
    });
  }
  // Development mail only: in production this route is not registered at all.
  if (env.NODE_ENV !== 'production') await app.register(outboxRoutes, { dataDir: env.DATA_DIR });

  const roleRequestsService = createRoleRequestsService({
    repository: createRoleRequestsRepository(database.db),
    clock,
  });
  const usersService = createUsersService({
    repository: createUsersRepository(database.db),
    clock,
    findIdentity: (sub) => idp.store.accounts.findUserBySub(sub),
    roleRequests: roleRequestsService,
  });
  const guard = createSessionGuard({
    verifyAccessToken: idp.sessions.verifyActiveAccessToken,
    users: usersService,
  });
  app.decorateRequest('session', null);
  app.decorate('requireSession', guard.requireSession);
  app.decorate('requireAdmin', guard.requireAdmin);
  const authService = createAuthService({
    verifyIdToken: idp.tokens.verifyIdToken,
    verifyAccessToken: idp.tokens.verifyAccessToken,
    revokeSessions: idp.sessions.signOut,
    users: usersService,
  });
  await app.register(authRoutes, { prefix: API_PREFIX, service: authService, guard });
  await app.register(usersRoutes, { prefix: API_PREFIX, service: usersService, guard });
  await app.register(roleRequestsRoutes, {
    prefix: API_PREFIX,
    service: roleRequestsService,
    guard,
  });

  const featureFlagsService = createFeatureFlagsService(createFeatureFlagsRepository(database.db));
  await app.register(featureFlagsRoutes, {
    prefix: API_PREFIX,
    service: featureFlagsService,
    guard,
  });

  const content = loadContent();
  const kbService = createKbService(database.db, {
    embeddings: createEmbeddingIndex(database.db, env.EMBEDDINGS, app.log),
    content,
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
  });
  await app.register(caselawRoutes, { prefix: API_PREFIX, service: caselawService, guard });
  await app.register(situationsRoutes, {
    prefix: API_PREFIX,
    service: createSituationsService({
      repository: createSituationsRepository(database.db),
      clock,
    }),
    guard,
  });

  await app.register(advicesModule, {
    prefix: API_PREFIX,
    database,
    env,
    clock,
    kb: kbService,
    guard,
    computeCaseOutcome: caselawService.computeCaseOutcome,
  });
  await app.register(lawyerProfilesRoutes, {
    prefix: API_PREFIX,
    repository: createLawyerProfilesRepository(database.db),
    guard,
  });

  const spa = await registerSpa(app, env.WEB_DIST_DIR);
  registerNotFoundHandler(app, { spa });
  return app;
}
