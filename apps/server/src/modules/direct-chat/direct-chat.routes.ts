import {
  createDirectConversationRequestSchema,
  createDirectMessageRequestSchema,
  directConversationListSchema,
  directConversationSchema,
  directMessageSchema,
  idSchema,
} from '@lexlogis/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { DirectChatService } from './direct-chat.service';
import { matchesPollEtag } from './poll-etag';

export type DirectChatRoutesOptions = { service: DirectChatService; guard: SessionGuard };

/** Direct conversations (spec 02 §7 "Chat"): participants only, polled every 3000 ms. */
export const directChatRoutes: FastifyPluginAsyncZod<DirectChatRoutesOptions> = async (
  app,
  { service, guard },
) => {
  const common = { tags: ['chat'], security: [{ bearerAuth: [] }] };
  // The poll sends If-None-Match; a 304 carries no body and costs one query (issue 13).
  const notModified = {
    304: z.null().describe('Nothing changed for the caller since the If-None-Match tag'),
  };
  const tagAnswer = (reply: FastifyReply, etag: string) =>
    reply.header('etag', etag).header('cache-control', 'private, no-cache');

  app.get(
    '/chat/conversations',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: "The caller's direct conversations with their latest message and unread count",
        response: { 200: directConversationListSchema, ...notModified },
      },
    },
    async (request, reply) => {
      const session = getSession(request);
      const etag = await service.readListEtag(session);
      tagAnswer(reply, etag);
      if (matchesPollEtag(request.headers['if-none-match'], etag))
        return reply.code(304).send(null);
      return service.listConversations(session);
    },
  );

  app.post(
    '/chat/conversations',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary:
          'Open (or return) the conversation with receiverId; quote marks a free-quote request',
        body: createDirectConversationRequestSchema,
        response: { 200: directConversationSchema, 201: directConversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.openConversation(
        getSession(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'One direct conversation with its messages (marks it read)',
        params: z.object({ id: idSchema }),
        response: { 200: directConversationSchema, ...notModified },
      },
    },
    async (request, reply) => {
      const session = getSession(request);
      const etag = await service.readConversationEtag(session, request.params.id);
      tagAnswer(reply, etag);
      if (matchesPollEtag(request.headers['if-none-match'], etag))
        return reply.code(304).send(null);
      // Reading marks it read, so the next poll answers once more with no unread left.
      return service.getConversation(session, request.params.id);
    },
  );

  app.post(
    '/chat/messages',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Send a plain-text message in a conversation the caller is part of',
        body: createDirectMessageRequestSchema,
        response: { 201: directMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(getSession(request), request.body);
      return reply.code(201).send(message);
    },
  );
};
