import { healthResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

export type HealthRoutesOptions = { database: Pick<DatabaseHandle, 'ping'> };

/** Liveness and readiness in one: 503 tells a load balancer to stop sending traffic. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      if (await options.database.ping()) return { status: 'ok' as const, db: 'ok' as const };
      return reply.code(503).send({ status: 'degraded', db: 'down' });
    },
  );
};
