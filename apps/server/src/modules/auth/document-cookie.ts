import type { User } from '@lexlogis/contracts';
import { readCookie } from '../../lib/read-cookie';
import type { DocumentTokenClaims } from '../idp/idp-tokens';
import { toRequestSession, type RequestSession } from './session';

/**
 * The document cookie (issue 18, round 7): tells the server who opens an HTML document, so it can
 * put that person's first screen in it. HttpOnly (no script reads it), SameSite=Lax, Path=/, its
 * value a signed token that only the document route accepts: the API authenticates with bearer
 * tokens alone and never reads it, so it adds no cross-site request surface
 * (docs/decisions.md, "Issue 18, round 7").
 */
export const DOCUMENT_COOKIE = 'lexlogis.document';

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${DOCUMENT_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function serializeDocumentCookie(token: string, maxAgeSeconds: number, secure: boolean) {
  return serialize(token, Math.max(0, Math.floor(maxAgeSeconds)), secure);
}

export function serializeClearedDocumentCookie(secure: boolean): string {
  return serialize('', 0, secure);
}

export type DocumentSessionDeps = {
  verifyDocumentToken(token: string): Promise<DocumentTokenClaims>;
  /** The sign-in the cookie was set for is neither signed out nor past its end. */
  isFamilyActive(familyId: string): Promise<boolean>;
  findUserByProviderId(providerId: string): Promise<User | undefined>;
};

/**
 * Who the document cookie names, re-checked like a bearer token is (signature, expiry, the
 * sign-in still active, the account still there and not suspended); null for anything else. It
 * never throws: a document that cannot be personalised is still the plain app.
 */
export function createDocumentSessions(deps: DocumentSessionDeps) {
  return {
    hasCookie(cookieHeader: string | undefined): boolean {
      return Boolean(readCookie(cookieHeader, DOCUMENT_COOKIE));
    },

    async resolve(cookieHeader: string | undefined): Promise<RequestSession | null> {
      const token = readCookie(cookieHeader, DOCUMENT_COOKIE);
      if (!token) return null;
      try {
        const claims = await deps.verifyDocumentToken(token);
        if (claims.sid && !(await deps.isFamilyActive(claims.sid))) return null;
        const user = await deps.findUserByProviderId(claims.sub);
        if (!user || user.status === 'SUSPENDED') return null;
        return toRequestSession(user, claims.sub, claims.sid);
      } catch {
        // A bad token, or a database that is away: either way, the plain document.
        return null;
      }
    },
  };
}
export type DocumentSessions = ReturnType<typeof createDocumentSessions>;
