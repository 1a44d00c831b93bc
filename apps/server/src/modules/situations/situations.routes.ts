import {
  createSituationRequestSchema,
  savedSituationSchema,
  situationListQuerySchema,
  situationListResponseSchema,
  situationParamsSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { SituationsService } from './situations.service';

export type SituationsRoutesOptions = { service: SituationsService; guard: SessionGuard };

/** Saved situations (issue 11): owner-only, another user's answers 404. */
export const situationsRoutes: FastifyPluginAsyncZod<SituationsRoutesOptions> = async (
  app,
  options,
) => {
  const { service, guard } = options;
  const common = { tags: ['situations'], security: [{ bearerAuth: [] }] };

  app.get(
    '/situations',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: "The caller's saved situations, newest first",
        querystring: situationListQuerySchema,
        response: { 200: situationListResponseSchema },
      },
    },
    (request) => service.listSituations(getSession(request), request.query),
  );

  app.post(
    '/situations',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Save a situation (from a conversation or the research screen)',
        body: createSituationRequestSchema,
        response: { 201: savedSituationSchema },
      },
    },
    async (request, reply) => {
      const situation = await service.createSituation(getSession(request), request.body);
      return reply.code(201).send(situation);
    },
  );

  app.get(
    '/situations/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'One saved situation',
        params: situationParamsSchema,
        response: { 200: savedSituationSchema },
      },
    },
    (request) => service.getSituation(getSession(request), request.params.id),
  );

  app.delete(
    '/situations/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Delete a saved situation',
        params: situationParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteSituation(getSession(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
