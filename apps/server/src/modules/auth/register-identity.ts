import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import { createMailerFromEnv, type Mailer } from '../email/mailer';
import { outboxRoutes } from '../email/outbox.routes';
import { createIdp } from '../idp/create-idp';
import { idpRoutes } from '../idp/idp.routes';
import { googleRoutes } from '../idp/idp-google.routes';
import { createRoleRequestsRepository } from '../role-requests/role-requests.repository';
import { roleRequestsRoutes } from '../role-requests/role-requests.routes';
import { createRoleRequestsService } from '../role-requests/role-requests.service';
import { usersRoutes } from '../users/users.routes';
import { createUsersRepository } from '../users/users.repository';
import { createUsersService } from '../users/users.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createSessionCache } from './session-cache';
import { createSessionGuard } from './session-guard';

export type IdentityDeps = {
  prefix: string;
  idpPrefix: string;
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  feed: ChangeFeed;
  mailer?: Mailer;
};

/**
 * Wires who the caller is: the embedded identity provider (/idp), the session guard every other
 * module takes, and the account routes (auth, users, role requests), so app.ts registers them in
 * one call and hands the guard on.
 */
export async function registerIdentity(
  app: FastifyInstance,
  { prefix, idpPrefix, env, database, clock, feed, ...deps }: IdentityDeps,
) {
  const mailer = deps.mailer ?? createMailerFromEnv(env);
  const idp = await createIdp({ env, db: database.db, clock, mailer, log: app.log });
  await app.register(idpRoutes, {
    prefix: idpPrefix,
    accounts: idp.accounts,
    sessions: idp.sessions,
    tokens: idp.tokens,
    googleEnabled: env.GOOGLE !== undefined,
  });
  // Cookies are Secure when the server is reached over https (the issuer is its public address).
  const secureCookies = env.IDP_ISSUER.startsWith('https:');
  if (idp.google) {
    await app.register(googleRoutes, {
      prefix: idpPrefix,
      google: idp.google,
      sessions: idp.sessions,
      secureCookie: secureCookies,
    });
  }
  // Development mail only: in production this route is not registered at all.
  if (env.NODE_ENV !== 'production') await app.register(outboxRoutes, { dataDir: env.DATA_DIR });

  const roleRequestsService = createRoleRequestsService({
    repository: createRoleRequestsRepository(database.db),
    clock,
  });
  const usersService = createUsersService({
    repository: createUsersRepository(database.db),
    clock,
    findIdentity: (sub) => idp.store.accounts.findUserBySub(sub),
    roleRequests: roleRequestsService,
  });
  const sessionCache = createSessionCache({
    feed,
    clock,
    verifyAccessToken: idp.tokens.verifyAccessToken,
    findActiveFamilyEnd: idp.store.sessions.findActiveFamilyEnd,
    findUserByProviderId: usersService.findUserByProviderId,
  });
  const guard = createSessionGuard({
    verifyAccessToken: sessionCache.verifyActiveAccessToken,
    users: {
      findUserByProviderId: sessionCache.findVerifiedUser,
      ensureUser: usersService.ensureUser,
    },
  });
  app.decorateRequest('session', null);
  app.decorate('requireSession', guard.requireSession);
  app.decorate('requireAdmin', guard.requireAdmin);
  const authService = createAuthService({
    verifyIdToken: idp.tokens.verifyIdToken,
    verifyAccessToken: idp.tokens.verifyAccessToken,
    revokeSessions: idp.sessions.signOut,
    users: usersService,
  });
  await app.register(authRoutes, {
    prefix,
    service: authService,
    guard,
    documentCookie: { sign: idp.tokens.signDocumentToken, secure: secureCookies, clock },
  });
  await app.register(usersRoutes, { prefix, service: usersService, guard });
  await app.register(roleRequestsRoutes, { prefix, service: roleRequestsService, guard });
  return { idp, mailer, sessionCache, guard, secureCookies };
}
