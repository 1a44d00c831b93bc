import {
  adminLawyerRoleRequestListQuerySchema,
  adminLawyerRoleRequestListResponseSchema,
  adminLawyerRoleRequestResponseSchema,
  idSchema,
  lawyerRoleRequestResponseSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { RoleRequestsService } from './role-requests.service';

export type RoleRequestsRoutesOptions = { service: RoleRequestsService; guard: SessionGuard };

const security = [{ bearerAuth: [] }];
const params = z.object({ id: idSchema });

/** A user asks for the lawyer role; an administrator lists, approves or rejects requests. */
export const roleRequestsRoutes: FastifyPluginAsyncZod<RoleRequestsRoutesOptions> = async (
  app,
  { service, guard },
) => {
  app.get(
    '/users/lawyer-role-request',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['users'],
        summary: "The caller's latest lawyer-role request (null if none)",
        security,
        response: { 200: lawyerRoleRequestResponseSchema },
      },
    },
    async (request) => ({ request: await service.findOwnLatestRequest(getSession(request)) }),
  );

  app.post(
    '/users/lawyer-role-request',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['users'],
        summary: 'Ask an administrator for the lawyer role (201 filed, 200 already pending)',
        security,
        response: { 200: lawyerRoleRequestResponseSchema, 201: lawyerRoleRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { request: filed, created } = await service.requestLawyerRole(getSession(request));
      return reply.code(created ? 201 : 200).send({ request: filed });
    },
  );

  app.get(
    '/admin/role-requests',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Lawyer-role requests by status (pending by default), oldest first',
        security,
        querystring: adminLawyerRoleRequestListQuerySchema,
        response: { 200: adminLawyerRoleRequestListResponseSchema },
      },
    },
    (request) => service.listRequests(request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/role-requests/:id/${decision}`,
      {
        onRequest: guard.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            decision === 'approve'
              ? 'Approve a pending request: the user becomes a lawyer (one transaction)'
              : 'Reject a pending request: the role does not change',
          security,
          params,
          response: { 200: adminLawyerRoleRequestResponseSchema },
        },
      },
      async (request) => ({
        request: await service[decision](getSession(request), request.params.id),
      }),
    );
  }
};
