import {
  adviceItemSchema,
  createAdviceItemRequestSchema,
  feedbackSubmissionResponseSchema,
  feedbackSubmissionSchema,
  sourceClickResponseSchema,
  storeAdviceRequestSchema,
  updateAdviceStatusRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { AdviceFeedbackService } from './advice-feedback.service';
import { ADVICE_TAGS, SECURITY, idParamsSchema } from './advices.routes';
import type { AdviceItemsService } from './advice-items.service';

export type AdviceItemsRoutesOptions = {
  service: AdviceItemsService;
  feedback: AdviceFeedbackService;
  guard: SessionGuard;
};

/** Questions and answers of a conversation, source clicks and answer feedback. */
export const adviceItemsRoutes: FastifyPluginAsyncZod<AdviceItemsRoutesOptions> = async (
  app,
  { service, feedback, guard },
) => {
  const onRequest = guard.requireSession;
  const tags = ADVICE_TAGS;
  const security = SECURITY;

  // The spec lists both paths; they do the same.
  for (const path of ['/advices/:id/items', '/advices/:id/create-advice']) {
    app.post(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Ask a question in a conversation (status submitted; rate limited per user)',
          security,
          params: idParamsSchema,
          body: createAdviceItemRequestSchema,
          response: { 201: adviceItemSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.createAdvice(
              getSession(request),
              request.params.id,
              request.body.question,
            ),
          ),
    );
  }

  app.patch(
    '/advices/items/:id/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the status of an advice (allowed transitions only, else 409)',
        security,
        params: idParamsSchema,
        body: updateAdviceStatusRequestSchema,
        response: { 200: adviceItemSchema },
      },
    },
    (request) => service.updateStatus(getSession(request), request.params.id, request.body.status),
  );

  app.post(
    '/advices/:id/store-advice',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Store a finished answer with its sources (legacy lists rebuilt from them)',
        security,
        params: idParamsSchema,
        body: storeAdviceRequestSchema,
        response: { 200: adviceItemSchema },
      },
    },
    (request) => service.storeAdvice(getSession(request), request.params.id, request.body),
  );

  app.post(
    '/advices/source/:id/click',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count a source opened from an advice (:id is the advice id)',
        security,
        params: idParamsSchema,
        response: { 200: sourceClickResponseSchema },
      },
    },
    (request) => service.registerSourceClick(getSession(request), request.params.id),
  );

  app.post(
    '/flaggedResponse',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Feedback on an answer; a second one for the same advice updates it',
        security,
        body: feedbackSubmissionSchema,
        response: { 200: feedbackSubmissionResponseSchema, 201: feedbackSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await feedback.submit(getSession(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );
};
