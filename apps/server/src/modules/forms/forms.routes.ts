import {
  findFormRequestSchema,
  findFormResponseSchema,
  legalFormDetailSchema,
  legalFormParamsSchema,
  legalFormsQuerySchema,
  legalFormsResponseSchema,
} from '@lexlogis/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../auth/session-guard';
import type { FormsService } from './forms.service';

export type FormsRoutesOptions = { service: FormsService; guard: SessionGuard };

const detailQuerySchema = z.object({ lang: z.enum(['en', 'fr']).optional() });

/** The TAL forms library and the form finder (issue 12). */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (app, options) => {
  const { service, guard } = options;
  const common = { tags: ['legal-forms'], security: [{ bearerAuth: [] }] };

  app.get(
    '/forms',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'TAL forms matching a query (FR and EN) and filters, paged',
        querystring: legalFormsQuerySchema,
        response: { 200: legalFormsResponseSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/forms/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'One form: when to use it, its legal effect with the articles, related forms',
        params: legalFormParamsSchema,
        querystring: detailQuerySchema,
        response: { 200: legalFormDetailSchema },
      },
    },
    (request) => service.get(request.params.id, request.query.lang),
  );

  app.post(
    '/forms/find',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Forms ranked for a situation, with the reason and the deadlines',
        body: findFormRequestSchema,
        response: { 200: findFormResponseSchema },
      },
    },
    (request) => service.find(request.body),
  );
};
