import {
  adviceConversationSchema,
  adviceHistoryResponseSchema,
  adviceListItemSchema,
  adviceListQuerySchema,
  adviceListResponseSchema,
  conversationFormAnswersResponseSchema,
  createConversationRequestSchema,
  idSchema,
  updateConversationFormAnswersRequestSchema,
  updateConversationTitleRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { AdvicesService } from './advices.service';

export type AdvicesRoutesOptions = { service: AdvicesService; guard: SessionGuard };

export const ADVICE_TAGS = ['advice'];
export const SECURITY = [{ bearerAuth: [] }];
export const idParamsSchema = z.object({ id: idSchema });

/** Conversations (spec 02 §7 "Advice"); only the owner sees one, anyone else gets 404. */
export const advicesRoutes: FastifyPluginAsyncZod<AdvicesRoutesOptions> = async (
  app,
  { service, guard },
) => {
  const onRequest = guard.requireSession;
  const tags = ADVICE_TAGS;
  const security = SECURITY;

  app.get(
    '/advices/list',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's conversations, newest activity first",
        security,
        querystring: adviceListQuerySchema,
        response: { 200: adviceListResponseSchema },
      },
    },
    (request) => service.listConversations(getSession(request), request.query),
  );

  app.post(
    '/advices',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start a conversation (title: the temporary title of its first question)',
        security,
        body: createConversationRequestSchema,
        response: { 201: adviceConversationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createConversation(getSession(request), request.body)),
  );

  app.get(
    '/advices/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A conversation with its advices, oldest first',
        security,
        params: idParamsSchema,
        response: { 200: adviceConversationSchema },
      },
    },
    (request) => service.getConversation(getSession(request), request.params.id),
  );

  app.delete(
    '/advices/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a conversation with its advices and their feedback',
        security,
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteConversation(getSession(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/advices/:id/title',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a conversation',
        security,
        params: idParamsSchema,
        body: updateConversationTitleRequestSchema,
        response: { 200: adviceListItemSchema },
      },
    },
    (request) =>
      service.renameConversation(getSession(request), request.params.id, request.body.title),
  );

  app.get(
    '/advices/:id/formAnswers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The questionnaire answers the conversation is asked with',
        security,
        params: idParamsSchema,
        response: { 200: conversationFormAnswersResponseSchema },
      },
    },
    (request) => service.getFormAnswers(getSession(request), request.params.id),
  );

  app.put(
    '/advices/:id/formAnswers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace the questionnaire answers of a conversation',
        security,
        params: idParamsSchema,
        body: updateConversationFormAnswersRequestSchema,
        response: { 200: conversationFormAnswersResponseSchema },
      },
    },
    (request) =>
      service.setFormAnswers(getSession(request), request.params.id, request.body.formAnswers),
  );

  app.get(
    '/advices/:id/history',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Question and answer turns of a conversation, oldest first',
        security,
        params: idParamsSchema,
        response: { 200: adviceHistoryResponseSchema },
      },
    },
    (request) => service.getHistory(getSession(request), request.params.id),
  );
};
