import {
  idSchema,
  loginResponseSchema,
  registerUserRequestSchema,
  updateUserBodySchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { UsersService } from './users.service';

export type UsersRoutesOptions = { service: UsersService; guard: SessionGuard };

const tags = ['users'];
const userResponseSchema = loginResponseSchema;

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { service, guard } = options;

  app.get(
    '/users',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        summary: 'The current user',
        security: [{ bearerAuth: [] }],
        response: { 200: userResponseSchema },
      },
    },
    (request) => ({ user: service.getCurrentUser(getSession(request)) }),
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Register the record of an identity-provider account (public, idempotent)',
        body: registerUserRequestSchema,
        response: { 200: userResponseSchema, 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, created } = await service.registerUser(request.body);
      return reply.code(created ? 201 : 200).send({ user });
    },
  );

  app.patch(
    '/users/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        summary:
          "Update profile fields (own record; admins any); 'lawyer' from a user files a request",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idSchema }),
        body: updateUserBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      user: await service.updateUser(getSession(request), request.params.id, request.body),
    }),
  );
};
