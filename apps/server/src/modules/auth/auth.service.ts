import type { LoginRequest, User } from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessTokenClaims, VerifiedIdToken } from '../idp/idp-tokens';
import type { UsersService } from '../users/users.service';

export type AuthServiceDeps = {
  verifyIdToken(token: string): Promise<VerifiedIdToken>;
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  revokeSessions(sub: string): Promise<unknown>;
  users: Pick<UsersService, 'recordLogin' | 'findUserByProviderId'>;
};

export function createAuthService(deps: AuthServiceDeps) {
  return {
    /**
     * Only the signed id token is trusted: the body's cognitoAttributes are the client's copy
     * and are ignored, and its cognitoId and email must be the token's own.
     */
    async login(input: LoginRequest): Promise<{ user: User }> {
      let claims: VerifiedIdToken;
      try {
        claims = await deps.verifyIdToken(input.idToken);
      } catch {
        throw new AppError('TOKEN_INVALID');
      }
      const sameEmail = claims.email.toLowerCase() === input.email.trim().toLowerCase();
      if (claims.sub !== input.cognitoId || !sameEmail) throw new AppError('INVALID_TOKEN');
      const user = await deps.users.recordLogin({
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        name: claims.name,
        emailVerified: claims.email_verified,
        picture: claims.picture ?? null,
        locale: claims.locale ?? null,
      });
      return { user };
    },

    /** `userId` may be the record id or the provider id; a suspended user is never valid. */
    async validateSession(token: string, userId: string): Promise<{ valid: boolean }> {
      try {
        const claims = await deps.verifyAccessToken(token);
        const user = await deps.users.findUserByProviderId(claims.sub);
        const matches = user !== undefined && (user.id === userId || claims.sub === userId);
        return { valid: matches && user.status !== 'SUSPENDED' };
      } catch {
        return { valid: false };
      }
    },

    async logout(providerId: string): Promise<void> {
      await deps.revokeSessions(providerId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
