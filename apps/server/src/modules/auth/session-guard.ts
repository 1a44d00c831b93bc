import type { ErrorCode } from '@lexlogis/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../lib/bearer-token';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import type { AccessTokenClaims } from '../idp/idp-tokens';
import type { UsersService } from '../users/users.service';
import { toRequestSession, type RequestSession } from './session';

export type SessionGuardDeps = {
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** findUserByProviderId is only called right after verifyAccessToken, in the same request. */
  users: Pick<UsersService, 'findUserByProviderId' | 'ensureUser'>;
};

export type SessionGuard = {
  requireSession: onRequestAsyncHookHandler;
  requireAdmin: onRequestAsyncHookHandler;
  /** requireSession answering `code` (instead of NO_ACCESS_TOKEN) when no token is sent. */
  requireSessionOr(code: ErrorCode): onRequestAsyncHookHandler;
};

/**
 * A valid access token whose user has no product record yet (a client that never called
 * /auth/login) gets one created from the identity provider's account on first use, so a token
 * the provider issued is always usable; if that account no longer exists the token is refused.
 */
export function createSessionGuard({ verifyAccessToken, users }: SessionGuardDeps): SessionGuard {
  async function resolveSession(
    request: FastifyRequest,
    missingTokenCode: ErrorCode,
  ): Promise<RequestSession> {
    const token = readBearerToken(request);
    if (!token) throw new AppError(missingTokenCode);
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(token);
    } catch (error) {
      // A database that is away must not look like a bad token: the client would sign out.
      if (isDatabaseUnavailable(error)) throw new AppError('SERVICE_UNAVAILABLE');
      throw new AppError('TOKEN_INVALID');
    }
    const user =
      (await users.findUserByProviderId(claims.sub)) ?? (await users.ensureUser(claims.sub));
    if (!user) throw new AppError('TOKEN_INVALID');
    if (user.status === 'SUSPENDED') throw new AppError('USER_SUSPENDED');
    return toRequestSession(user, claims.sub, claims.sid);
  }

  const requireSessionOr =
    (code: ErrorCode): onRequestAsyncHookHandler =>
    async (request) => {
      request.session = await resolveSession(request, code);
    };
  const requireSession = requireSessionOr('NO_ACCESS_TOKEN');

  return {
    requireSession,
    requireSessionOr,
    async requireAdmin(request, reply) {
      if (!request.session) await requireSession.call(this, request, reply);
      if (!request.session?.isAdmin) throw new AppError('ADMIN_REQUIRED');
    },
  };
}
