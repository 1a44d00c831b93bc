import { kbSearchQuerySchema, kbSearchResponseSchema } from '@lexlogis/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KbService } from './kb.service';

export type KbRoutesOptions = {
  service: KbService;
  /** The session guard: searching the knowledge base requires a signed-in user. */
  requireSession: onRequestAsyncHookHandler;
};

export const kbRoutes: FastifyPluginAsyncZod<KbRoutesOptions> = async (app, options) => {
  const { service, requireSession } = options;
  app.get(
    '/kb/search',
    {
      onRequest: requireSession,
      schema: {
        tags: ['knowledge-base'],
        summary: 'Ranked laws, modified laws, forms, decisions and information pages',
        security: [{ bearerAuth: [] }],
        querystring: kbSearchQuerySchema,
        response: { 200: kbSearchResponseSchema },
      },
    },
    (request) => service.search(request.query),
  );
};
