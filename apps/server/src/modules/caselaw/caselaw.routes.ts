import {
  caselawDecisionParamsSchema,
  caselawDecisionSchema,
  caselawSearchQuerySchema,
  caselawSearchResponseSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../auth/session-guard';
import type { CaselawService } from './caselaw.service';

export type CaselawRoutesOptions = { service: CaselawService; guard: SessionGuard };

/** Case-law research over the corpus's real decisions (issue 11). */
export const caselawRoutes: FastifyPluginAsyncZod<CaselawRoutesOptions> = async (app, options) => {
  const { service, guard } = options;
  const common = { tags: ['caselaw'], security: [{ bearerAuth: [] }] };

  app.get(
    '/caselaw/search',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Decisions matching a full-text query (FR and EN) and filters, paged',
        querystring: caselawSearchQuerySchema,
        response: { 200: caselawSearchResponseSchema },
      },
    },
    (request) => service.search(request.query),
  );

  app.get(
    '/caselaw/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'One decision, its outcome as the corpus gives it and its official link',
        params: caselawDecisionParamsSchema,
        response: { 200: caselawDecisionSchema },
      },
    },
    (request) => service.getDecision(request.params.id),
  );
};
