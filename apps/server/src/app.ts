import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { createFeatureFlagsRepository } from './modules/feature-flags/feature-flags.repository';
import { createFeatureFlagsService } from './modules/feature-flags/feature-flags.service';
import { healthRoutes } from './modules/health/health.routes';
import { registerApiDocs } from './plugins/api-docs';
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

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to env.LOG_LEVEL on stdout; tests pass a capture stream. */
  logger?: LoggerOptions;
};

export const API_PREFIX = '/api';

/** Builds the whole HTTP application without listening, so tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestLogging(app);
  await registerSecurity(app, env);
  await registerApiDocs(app);

  await app.register(healthRoutes, { database });

  const featureFlagsService = createFeatureFlagsService(createFeatureFlagsRepository(database.db));
  await app.register(featureFlagsRoutes, { prefix: API_PREFIX, service: featureFlagsService });

  const spa = await registerSpa(app, env.WEB_DIST_DIR);
  registerNotFoundHandler(app, { spa });
  return app;
}
