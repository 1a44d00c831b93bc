import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type IdTokenClaims } from '@lexlogis/contracts';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../../lib/clock';
import type { SigningKey } from './idp-keys';

export const TOKEN_AUDIENCE = 'lexlogis';
/**
 * The document cookie's token (issue 18): the same key, but its own audience and `token_use`, so
 * it never verifies as an access or id token, and neither of those verifies as it.
 */
export const DOCUMENT_TOKEN_AUDIENCE = 'lexlogis-document';
const DOCUMENT_TOKEN_USE = 'document';
const ALGORITHM = 'EdDSA';

export type AccessTokenClaims = {
  sub: string;
  email: string;
  token_use: 'access';
  /** The refresh-token family (one sign-in), so a session can tell itself from the others. */
  sid?: string;
};

export type DocumentTokenClaims = { sub: string; sid: string | undefined };

export type TokenSubject = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
  locale: string | null;
};

export type VerifiedIdToken = IdTokenClaims & { token_use: 'id' };

/** Thrown for any token that fails verification; callers map it to their own error code. */
export class InvalidTokenError extends Error {
  constructor() {
    super('Invalid token');
    this.name = 'InvalidTokenError';
  }
}

export function createIdpTokens(options: { key: SigningKey; issuer: string; clock: Clock }) {
  const { key, issuer, clock } = options;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function sign(payload: JWTPayload, subject: string): Promise<string> {
    const iat = nowSeconds();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key.privateKey);
  }

  /** Our signature, issuer, audience and expiry, then `accepts`; any failure is one error. */
  async function verifyWith(
    token: string,
    audience: string,
    requiredClaims: string[],
    accepts: (payload: JWTPayload) => boolean,
  ): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        issuer,
        audience,
        algorithms: [ALGORITHM],
        currentDate: clock.now(),
        requiredClaims,
      });
      if (!accepts(payload)) throw new InvalidTokenError();
      return payload;
    } catch {
      throw new InvalidTokenError();
    }
  }

  const verify = (token: string, tokenUse: 'access' | 'id') =>
    verifyWith(
      token,
      TOKEN_AUDIENCE,
      ['sub', 'exp', 'iat'],
      (payload) => payload.token_use === tokenUse && typeof payload.email === 'string',
    );

  return {
    issuer,
    /** Names the user of a session to the document route only; expires at `expiresAt` (seconds). */
    signDocumentToken(claims: DocumentTokenClaims, expiresAt: number): Promise<string> {
      return new SignJWT({ token_use: DOCUMENT_TOKEN_USE, ...(claims.sid && { sid: claims.sid }) })
        .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(DOCUMENT_TOKEN_AUDIENCE)
        .setSubject(claims.sub)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(expiresAt)
        .sign(key.privateKey);
    },

    async verifyDocumentToken(token: string): Promise<DocumentTokenClaims> {
      const payload = await verifyWith(
        token,
        DOCUMENT_TOKEN_AUDIENCE,
        ['sub', 'exp'],
        (claims) => claims.token_use === DOCUMENT_TOKEN_USE,
      );
      return { sub: payload.sub!, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
    },

    jwks: () => ({ keys: [key.jwk] }),

    signAccessToken(subject: TokenSubject, sessionId?: string): Promise<string> {
      const claims: JWTPayload = { email: subject.email, token_use: 'access' };
      if (sessionId) claims.sid = sessionId;
      return sign(claims, subject.sub);
    },

    signIdToken(subject: TokenSubject): Promise<string> {
      const claims: JWTPayload = {
        email: subject.email,
        email_verified: subject.emailVerified,
        name: subject.name,
        token_use: 'id',
      };
      if (subject.picture) claims.picture = subject.picture;
      if (subject.locale) claims.locale = subject.locale;
      return sign(claims, subject.sub);
    },

    async verifyAccessToken(token: string): Promise<AccessTokenClaims> {
      const payload = await verify(token, 'access');
      return {
        sub: payload.sub as string,
        email: payload.email as string,
        token_use: 'access',
        sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
    },

    async verifyIdToken(token: string): Promise<VerifiedIdToken> {
      const payload = await verify(token, 'id');
      return {
        sub: payload.sub as string,
        email: payload.email as string,
        email_verified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
        locale: payload.locale === 'en' || payload.locale === 'fr' ? payload.locale : undefined,
        token_use: 'id',
      };
    },
  };
}
export type IdpTokens = ReturnType<typeof createIdpTokens>;
