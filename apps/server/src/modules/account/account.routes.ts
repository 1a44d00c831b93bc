import { deletedHistorySchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import { serializeClearedDocumentCookie } from '../auth/document-cookie';
import type { AccountService } from './account.service';

export type AccountRoutesOptions = {
  service: AccountService;
  guard: SessionGuard;
  secureCookies: boolean;
};

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** Password and attribute changes go through /idp; these two are the product's deletions. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { service, guard, secureCookies },
) => {
  app.delete(
    '/users/me/history',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
        security,
        summary: 'Delete all my conversations',
        response: { 200: deletedHistorySchema },
      },
    },
    (request) => service.deleteHistory(getSession(request).userId),
  );

  app.delete(
    '/users/me',
    {
      onRequest: guard.requireSession,
      schema: { tags, security, summary: 'Delete my account and everything in it' },
    },
    async (request, reply) => {
      await service.deleteAccount(getSession(request).userId);
      // No document of this browser may name the deleted account again.
      return reply
        .header('set-cookie', serializeClearedDocumentCookie(secureCookies))
        .code(204)
        .send();
    },
  );
};
