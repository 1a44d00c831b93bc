import {
  loginRequestSchema,
  loginResponseSchema,
  validateSessionRequestSchema,
  validateSessionResponseSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { readBearerToken } from '../../lib/bearer-token';
import type { Clock } from '../../lib/clock';
import type { DocumentTokenClaims } from '../idp/idp-tokens';
import type { AuthService } from './auth.service';
import { serializeClearedDocumentCookie, serializeDocumentCookie } from './document-cookie';
import { getSession } from './session';
import type { SessionGuard } from './session-guard';

export type AuthRoutesOptions = {
  service: AuthService;
  guard: SessionGuard;
  /** The document cookie (issue 18): signed by the identity provider's key, for the document only. */
  documentCookie: {
    sign(claims: DocumentTokenClaims, expiresAt: number): Promise<string>;
    secure: boolean;
    clock: Clock;
  };
};

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, guard, documentCookie } = options;
  const clearedCookie = serializeClearedDocumentCookie(documentCookie.secure);

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
      return reply.header('set-cookie', clearedCookie).code(204).send();
    },
  );

  app.post(
    '/auth/document-cookie',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        summary: 'Let the HTML document know who opens it (an HttpOnly cookie the API ignores)',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = getSession(request);
      // The guard verified this token; the cookie never outlives it.
      const { exp } = decodeJwt(readBearerToken(request) ?? '');
      const nowSeconds = Math.floor(documentCookie.clock.now().getTime() / 1000);
      const expiresAt = typeof exp === 'number' ? exp : nowSeconds;
      const token = await documentCookie.sign(
        { sub: session.providerId, sid: session.sessionId },
        expiresAt,
      );
      const cookie = serializeDocumentCookie(token, expiresAt - nowSeconds, documentCookie.secure);
      return reply.header('set-cookie', cookie).code(204).send(null);
    },
  );

  app.delete(
    '/auth/document-cookie',
    {
      schema: {
        tags,
        summary: 'Forget who opens the HTML document (public: it only clears a cookie)',
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => reply.header('set-cookie', clearedCookie).code(204).send(null),
  );
};
