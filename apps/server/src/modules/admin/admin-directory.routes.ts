import {
  adminDirectConversationDetailSchema,
  adminDirectConversationListSchema,
  adminDirectConversationsQuerySchema,
  adminLawyerDetailSchema,
  adminLawyerListSchema,
  adminLawyersQuerySchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { AdminDirectoryService } from './admin-directory.service';

export type AdminDirectoryRoutesOptions = { guard: SessionGuard; service: AdminDirectoryService };

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

/** The lawyer directory and one-to-one conversations of the back office, admins only. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod<AdminDirectoryRoutesOptions> = async (
  app,
  { guard, service },
) => {
  app.addHook('onRequest', guard.requireAdmin);

  app.get(
    '/admin/lawyers',
    {
      schema: {
        tags,
        security,
        summary: 'Lawyer profiles by name, searchable, with the demo flag and completeness',
        querystring: adminLawyersQuerySchema,
        response: { 200: adminLawyerListSchema },
      },
    },
    (request) => service.listLawyers(request.query),
  );

  app.get(
    '/admin/lawyers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One lawyer profile, its ratings and its number of conversations',
        params: idParams,
        response: { 200: adminLawyerDetailSchema },
      },
    },
    (request) => service.getLawyer(request.params.id),
  );

  app.get(
    '/admin/chat/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'One-to-one conversations: participants, counts and dates (no content)',
        querystring: adminDirectConversationsQuerySchema,
        response: { 200: adminDirectConversationListSchema },
      },
    },
    (request) => service.listConversations(request.query),
  );

  app.get(
    '/admin/chat/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: "A one-to-one conversation's messages (the read is audited)",
        params: idParams,
        response: { 200: adminDirectConversationDetailSchema },
      },
    },
    (request) => service.readConversation(getSession(request).userId, request.params.id),
  );
};
