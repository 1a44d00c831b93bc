import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../../lib/clock';
import type { IdpUserRow } from './idp.repository';
import { normalizeEmail, pickLanguage } from './idp-helpers';
import type { SigningKey } from './idp-keys';
import type { IdpStore } from './idp-store';

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
};

/** A failed Google sign-in; `reason` becomes /auth/error?code=… */
export class GoogleSignInError extends Error {
  constructor(readonly reason: string) {
    super(`Google sign-in failed: ${reason}`);
    this.name = 'GoogleSignInError';
  }
}

/** The state cookie lives 10 minutes: long enough to sign in at Google, short enough to expire. */
export const GOOGLE_STATE_TTL_SECONDS = 600;
const STATE_TOKEN_USE = 'google_state';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Only same-site paths: an absolute or protocol-relative URL would be an open redirect. */
export function sanitizeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  return value.slice(0, 512);
}

export type GoogleDeps = {
  config: GoogleConfig;
  redirectUri: string;
  key: SigningKey;
  store: IdpStore;
  clock: Clock;
};

/**
 * Google sign-in, OIDC authorization code with PKCE. state, nonce and the PKCE verifier travel
 * in a short-lived httpOnly cookie signed with the provider's key, so any instance can finish
 * a sign-in another one started.
 */
export function createGoogleService({ config, redirectUri, key, store, clock }: GoogleDeps) {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= fetch(`${config.issuer}/.well-known/openid-configuration`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        return (await response.json()) as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined; // retry on the next sign-in rather than caching a failure
        throw error;
      });
    return discovery;
  }

  async function exchangeCode(code: string, verifier: string, endpoint: string): Promise<string> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code_verifier: verifier,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { id_token?: string };
    if (!response.ok || typeof body.id_token !== 'string')
      throw new GoogleSignInError('token_exchange');
    return body.id_token;
  }

  /** Finds the account by Google id, else links the one with that verified email, else creates. */
  async function findOrCreateUser(claims: JWTPayload): Promise<IdpUserRow> {
    const googleSub = String(claims.sub);
    const email = normalizeEmail(String(claims.email));
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
    const picture =
      typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture)
        ? claims.picture
        : null;
    const locale = pickLanguage(
      typeof claims.locale === 'string' ? claims.locale.slice(0, 2) : null,
    );
    const now = clock.now();
    const known = await store.accounts.findUserByGoogleSub(googleSub);
    if (known) return known;
    const byEmail = await store.accounts.findUserByEmail(email);
    if (byEmail) {
      // An unconfirmed password was set by someone who never proved the address: drop it.
      const updated = await store.accounts.updateUser(byEmail.sub, {
        googleSub,
        status: 'CONFIRMED',
        emailVerified: true,
        picture: byEmail.picture ?? picture,
        passwordHash: byEmail.status === 'CONFIRMED' ? byEmail.passwordHash : null,
        updatedAt: now,
      });
      return updated!;
    }
    return store.accounts.insertUser({
      email,
      name,
      googleSub,
      picture,
      locale,
      provider: 'google',
      status: 'CONFIRMED', // AUTO_CONFIRM: Google has verified the address
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
  }

  return {
    /** The Google URL to send the browser to, and the signed state cookie value. */
    async startSignIn(redirect: string): Promise<{ url: string; cookie: string }> {
      const metadata = await discover();
      const state = base64url(randomBytes(24));
      const nonce = base64url(randomBytes(24));
      const verifier = base64url(randomBytes(32));
      const challenge = base64url(createHash('sha256').update(verifier).digest());
      const iat = Math.floor(clock.now().getTime() / 1000);
      const cookie = await new SignJWT({
        state,
        nonce,
        verifier,
        redirect,
        token_use: STATE_TOKEN_USE,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
        .setIssuedAt(iat)
        .setExpirationTime(iat + GOOGLE_STATE_TTL_SECONDS)
        .sign(key.privateKey);
      const url = new URL(metadata.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), cookie };
    },

    /** Checks state, exchanges the code, verifies the id token; returns our account and redirect. */
    async finishSignIn(input: { code?: string; state?: string; cookie?: string }) {
      if (!input.cookie || !input.state) throw new GoogleSignInError('invalid_state');
      let saved: JWTPayload;
      try {
        ({ payload: saved } = await jwtVerify(input.cookie, key.publicKey, {
          algorithms: ['EdDSA'],
          currentDate: clock.now(),
        }));
      } catch {
        throw new GoogleSignInError('invalid_state');
      }
      if (saved.token_use !== STATE_TOKEN_USE || saved.state !== input.state) {
        throw new GoogleSignInError('invalid_state');
      }
      const redirect = sanitizeRedirect(String(saved.redirect ?? '/'));
      if (!input.code) throw new GoogleSignInError('missing_code');
      const metadata = await discover();
      const idToken = await exchangeCode(
        input.code,
        String(saved.verifier),
        metadata.token_endpoint,
      );
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: metadata.issuer,
          audience: config.clientId,
          currentDate: clock.now(),
        }));
      } catch {
        throw new GoogleSignInError('invalid_id_token');
      }
      if (claims.nonce !== saved.nonce) throw new GoogleSignInError('invalid_nonce');
      if (typeof claims.email !== 'string' || claims.email_verified !== true) {
        throw new GoogleSignInError('email_not_verified');
      }
      return { user: await findOrCreateUser(claims), redirect };
    },
  };
}
export type GoogleService = ReturnType<typeof createGoogleService>;
