import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
  MAX_FAILED_SIGN_INS_PER_IP,
  SESSION_MAX_AGE_SECONDS,
  SIGN_IN_WINDOW_SECONDS,
  type AuthTokens,
  type SignInResponse,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { IdpUserRow } from './idp.repository';
import { addSeconds, generateRefreshToken, normalizeEmail, sha256 } from './idp-helpers';
import type { PasswordHasher } from './idp-passwords';
import type { IdpStore } from './idp-store';
import type { AccessTokenClaims, IdpTokens } from './idp-tokens';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';

export type IdpSessionsDeps = {
  store: IdpStore;
  tokens: IdpTokens;
  passwords: PasswordHasher;
  clock: Clock;
};

export type AttributeUpdate = { name?: string; picture?: string; locale?: 'en' | 'fr' };

/** Sign-in, refresh-token families and everything a signed-in caller does with its tokens. */
export function createIdpSessionsService({ store, tokens, passwords, clock }: IdpSessionsDeps) {
  function toSubject(user: IdpUserRow) {
    return {
      sub: user.sub,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      picture: user.picture,
      locale: user.locale,
    };
  }

  async function buildTokens(user: IdpUserRow, familyId: string, refreshToken: string) {
    const subject = toSubject(user);
    const result: AuthTokens = {
      accessToken: await tokens.signAccessToken(subject, familyId),
      idToken: await tokens.signIdToken(subject),
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    };
    return result;
  }

  /** Failed attempts only are counted, and blocked attempts are not recorded, so the lock lifts. */
  async function assertNotLockedOut(
    email: string,
    ip: string,
    now: Date,
  ): Promise<{ accountFailures: number; ipFailures: number }> {
    const since = addSeconds(now, -SIGN_IN_WINDOW_SECONDS);
    const [accountFailures, ipFailures] = await Promise.all([
      store.sessions.countAccountFailures(email, since),
      store.sessions.countIpFailures(ip, since),
    ]);
    if (
      accountFailures >= MAX_FAILED_SIGN_INS_PER_ACCOUNT ||
      ipFailures >= MAX_FAILED_SIGN_INS_PER_IP
    ) {
      throw new AppError('TooManyRequestsException');
    }
    return { accountFailures, ipFailures };
  }

  /**
   * Records a sign-in attempt; the failure that locks an account or an address out is audited
   * in the same transaction (issue 15), once per lockout, not for every refused attempt after it.
   */
  async function recordAttempt(
    attempt: { email: string; ip: string; at: Date; success: boolean },
    failures: { accountFailures: number; ipFailures: number },
  ): Promise<void> {
    const locks: { entityType: string; entityId: string }[] = [];
    if (!attempt.success) {
      if (failures.accountFailures + 1 === MAX_FAILED_SIGN_INS_PER_ACCOUNT) {
        locks.push({ entityType: 'ACCOUNT', entityId: attempt.email });
      }
      if (failures.ipFailures + 1 === MAX_FAILED_SIGN_INS_PER_IP) {
        locks.push({ entityType: 'IP_ADDRESS', entityId: attempt.ip });
      }
    }
    if (locks.length === 0) {
      await store.sessions.recordSignInAttempt(attempt);
      return;
    }
    await store.transaction(async (tx) => {
      await tx.sessions.recordSignInAttempt(attempt);
      for (const lock of locks) {
        await tx.recordAudit({
          actorId: null,
          ...lock,
          action: 'SIGN_IN_LOCKOUT',
          details: { windowSeconds: SIGN_IN_WINDOW_SECONDS },
          at: attempt.at,
        });
      }
    });
  }

  async function findConfirmedUser(sub: string): Promise<IdpUserRow> {
    const user = await store.accounts.findUserBySub(sub);
    if (!user || user.status !== 'CONFIRMED') throw new AppError('NotAuthorizedException');
    return user;
  }

  const service = {
    /** A new session (refresh family) that ends SESSION_MAX_AGE_SECONDS after sign-in at most. */
    async startSession(user: IdpUserRow): Promise<AuthTokens> {
      const now = clock.now();
      const familyId = randomUUID();
      const refreshToken = generateRefreshToken();
      const familyExpiresAt = addSeconds(now, SESSION_MAX_AGE_SECONDS);
      await store.sessions.insertRefreshToken({
        tokenHash: sha256(refreshToken),
        familyId,
        userSub: user.sub,
        createdAt: now,
        expiresAt: familyExpiresAt,
        familyExpiresAt,
      });
      return buildTokens(user, familyId, refreshToken);
    },

    async signIn(input: { email: string; password: string; ip: string }): Promise<SignInResponse> {
      const email = normalizeEmail(input.email);
      const now = clock.now();
      const failures = await assertNotLockedOut(email, input.ip, now);
      const user = await store.accounts.findUserByEmail(email);
      const valid =
        user?.passwordHash != null &&
        (await passwords.verifyPassword(user.passwordHash, input.password));
      await recordAttempt({ email, ip: input.ip, at: now, success: valid }, failures);
      if (!user) throw new AppError('UserNotFoundException');
      if (!valid) throw new AppError('NotAuthorizedException');
      if (user.status !== 'CONFIRMED') return { status: 'UNCONFIRMED' };
      return { status: 'CONFIRMED', tokens: await service.startSession(user) };
    },

    /**
     * Rotation: each refresh token works once. Presenting one that was already rotated means
     * it leaked (or a client replayed it), so the whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<{ tokens: AuthTokens }> {
      const now = clock.now();
      const row = await store.sessions.findRefreshToken(sha256(refreshToken));
      if (!row || row.revokedAt) throw new AppError('NotAuthorizedException');
      const expired =
        row.expiresAt.getTime() <= now.getTime() || row.familyExpiresAt.getTime() <= now.getTime();
      if (expired) throw new AppError('NotAuthorizedException', 'Session has expired');
      const user = row.rotatedAt ? undefined : await findConfirmedUser(row.userSub);
      const next = generateRefreshToken();
      const rotated = await store.transaction(async (tx) => {
        if (!user || !(await tx.sessions.markRotated(row.id, now))) {
          await tx.sessions.revokeFamily(row.familyId, now);
          return false;
        }
        await tx.sessions.insertRefreshToken({
          tokenHash: sha256(next),
          familyId: row.familyId,
          userSub: row.userSub,
          createdAt: now,
          expiresAt: row.familyExpiresAt,
          familyExpiresAt: row.familyExpiresAt,
        });
        return true;
      });
      if (!rotated || !user) throw new AppError('NotAuthorizedException');
      return { tokens: await buildTokens(user, row.familyId, next) };
    },

    /** Signs the user out everywhere: every refresh token of every session is revoked. */
    async signOut(sub: string): Promise<{ ok: true }> {
      await store.sessions.revokeUserTokens(sub, clock.now());
      return { ok: true };
    },

    /** Other sessions end; the caller's own (its `sid`) stays signed in. */
    async changePassword(
      claims: AccessTokenClaims,
      previousPassword: string,
      proposedPassword: string,
    ): Promise<{ ok: true }> {
      const user = await findConfirmedUser(claims.sub);
      const valid =
        user.passwordHash != null &&
        (await passwords.verifyPassword(user.passwordHash, previousPassword));
      if (!valid) throw new AppError('NotAuthorizedException');
      const passwordHash = await passwords.hashPassword(proposedPassword);
      const now = clock.now();
      await store.transaction(async (tx) => {
        await tx.accounts.updateUser(user.sub, { passwordHash, updatedAt: now });
        await tx.sessions.revokeUserTokens(user.sub, now, claims.sid);
      });
      return { ok: true };
    },

    /** An empty picture clears it. New values reach the id token at the next refresh. */
    async updateAttributes(sub: string, attributes: AttributeUpdate): Promise<{ ok: true }> {
      await findConfirmedUser(sub);
      const changes: Partial<IdpUserRow> = { updatedAt: clock.now() };
      if (attributes.name !== undefined) changes.name = attributes.name.trim();
      if (attributes.picture !== undefined) changes.picture = attributes.picture || null;
      if (attributes.locale !== undefined) changes.locale = attributes.locale;
      await store.accounts.updateUser(sub, changes);
      return { ok: true };
    },

    /**
     * A signed, unexpired access token is not enough: signing out, a password change or reuse
     * detection revokes its session family, and the token must stop working then, not an hour later.
     */
    async verifyActiveAccessToken(accessToken: string): Promise<AccessTokenClaims> {
      const claims = await tokens.verifyAccessToken(accessToken);
      if (claims.sid && !(await store.sessions.isFamilyActive(claims.sid, clock.now()))) {
        throw new Error('The session of this access token has ended');
      }
      return claims;
    },

    /** For bearer-protected calls: the token must verify and its session still be live. */
    async authenticate(accessToken: string): Promise<AccessTokenClaims> {
      try {
        return await service.verifyActiveAccessToken(accessToken);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw new AppError('SERVICE_UNAVAILABLE');
        throw new AppError('NotAuthorizedException', 'Invalid or expired token');
      }
    },
  };
  return service;
}
export type IdpSessionsService = ReturnType<typeof createIdpSessionsService>;
