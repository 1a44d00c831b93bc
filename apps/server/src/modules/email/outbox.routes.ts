import { outboxResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from './outbox';

export type OutboxRoutesOptions = { dataDir: string };

/** GET /dev/outbox?to=EMAIL — registered only outside production (see buildApp). */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, options) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Emails written to the development outbox, newest first',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({
      messages: await listOutboxMessages(options.dataDir, request.query.to),
    }),
  );
};
