import {
  adminChatHistoryResponseSchema,
  adminFlaggedResponseListSchema,
  adminFlaggedResponseSchema,
  adminFlaggedResponsesQuerySchema,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserUpdateRequestSchema,
  adminUsersQuerySchema,
  auditLogFiltersSchema,
  auditLogListSchema,
  deletedHistorySchema,
  loginResponseSchema,
  reviewFlaggedResponseRequestSchema,
  suspendUserRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { AuditLogRepository } from '../audit/audit-log.repository';
import type { AdminOverviewService } from './admin-overview.service';
import type { AdminUsersService } from './admin-users.service';
import type { FlaggedReviewService } from './flagged-review.service';

export type AdminRoutesOptions = {
  guard: SessionGuard;
  overview: AdminOverviewService;
  users: AdminUsersService;
  auditLogs: AuditLogRepository;
  flaggedReview: FlaggedReviewService;
};

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** Ids are uuids: anything else is a bad request, not a database error. */
const idParams = z.object({ id: z.uuid() });

/** The back office (spec 02 §7, issue 15). Every route is behind requireAdmin. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { guard, overview, users, auditLogs, flaggedReview } = options;
  app.addHook('onRequest', guard.requireAdmin);
  const actor = (request: Parameters<typeof getSession>[0]) => getSession(request).userId;

  app.get(
    '/admin/overview',
    {
      schema: {
        tags,
        security,
        summary: 'Overview figures',
        response: { 200: adminOverviewSchema },
      },
    },
    () => overview.getOverview(),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users by name or email, name ascending by default',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    (request) => users.listUsers(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One user and their usage',
        params: idParams,
        response: { 200: adminUserDetailSchema },
      },
    },
    (request) => users.getUserDetail(request.params.id),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a user (audited)',
        params: idParams,
        body: adminUserUpdateRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      user: await users.updateUser(actor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Suspend (default) or re-enable a user; suspension ends their sessions at once',
        params: idParams,
        body: suspendUserRequestSchema.optional(),
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      user: await users.setUserStatus(
        actor(request),
        request.params.id,
        request.body?.status ?? 'SUSPENDED',
      ),
    }),
  );

  app.get(
    '/admin/users/:id/chat-history',
    {
      schema: {
        tags,
        security,
        summary: "A user's questions and answers (the read is audited)",
        params: idParams,
        response: { 200: adminChatHistoryResponseSchema },
      },
    },
    (request) => users.readChatHistory(actor(request), request.params.id),
  );

  app.delete(
    '/admin/users/:id/chat-history',
    {
      schema: {
        tags,
        security,
        summary: "Delete a user's conversations (audited)",
        params: idParams,
        response: { 200: deletedHistorySchema },
      },
    },
    (request) => users.deleteChatHistory(actor(request), request.params.id),
  );

  app.get(
    '/admin/audit-logs',
    {
      schema: {
        tags,
        security,
        summary: 'Audit log, newest first, 12 per page',
        querystring: auditLogFiltersSchema,
        response: { 200: auditLogListSchema },
      },
    },
    (request) => auditLogs.listAuditLogs(request.query),
  );

  app.get(
    '/admin/flagged-responses',
    {
      schema: {
        tags,
        security,
        summary: 'Flagged responses review queue',
        querystring: adminFlaggedResponsesQuerySchema,
        response: { 200: adminFlaggedResponseListSchema },
      },
    },
    (request) => flaggedReview.listFlaggedResponses(request.query),
  );

  app.patch(
    '/admin/flagged-responses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a flagged response reviewed or not (audited)',
        params: idParams,
        body: reviewFlaggedResponseRequestSchema,
        response: { 200: adminFlaggedResponseSchema },
      },
    },
    (request) =>
      flaggedReview.setReviewed(actor(request), request.params.id, request.body.reviewed),
  );
};
