import {
  loginRequestSchema,
  loginResponseSchema,
  validateSessionRequestSchema,
  validateSessionResponseSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';
import { getSession } from './session';
import type { SessionGuard } from './session-guard';

export type AuthRoutesOptions = { service: AuthService; guard: SessionGuard };

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, guard } = options;

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Create or update the user record from a signed id token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => service.login(request.body),
  );

  app.post(
    '/auth/validate-session',
    {
      schema: {
        tags,
        summary: 'Whether an access token is valid for a user',
        body: validateSessionRequestSchema,
        response: { 200: validateSessionResponseSchema },
      },
    },
    (request) => service.validateSession(request.body.token, request.body.userId),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        summary: "Revoke the user's refresh tokens",
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      await service.logout(getSession(request).providerId);
      return reply.code(204).send();
    },
  );
};
