import { getApiBaseUrl } from './api-client';
import { getAuthSession, getSessionTokens, subscribeAuthSession } from './auth-session';
import { subscribeAuthTokens } from './auth-token';

/**
 * The document cookie (issue 18, round 7): an HttpOnly cookie, set by the server on
 * `POST /auth/document-cookie` with the session's access token, that tells the server who opens
 * the app's HTML so it can put an answered conversation in it. It follows the session: set when
 * the session is confirmed (sign-in, restore) and each time its tokens change (refresh, another
 * tab), removed when the session ends. A failure changes nothing but the next document, which
 * is then the plain one; so these calls never go through apiRequest (a 401 there signs out).
 */
function callDocumentCookie(method: 'POST' | 'DELETE', accessToken?: string): void {
  const url = `${getApiBaseUrl().replace(/\/+$/, '')}/auth/document-cookie`;
  void fetch(url, {
    method,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  }).catch(() => undefined);
}

/** Starts following the session; returns the way to stop (tests). */
export function startDocumentCookieSync(): () => void {
  let synced: string | null = null;
  let hadSession = false;
  const follow = () => {
    const token = getSessionTokens()?.accessToken ?? null;
    if (getAuthSession().status === 'CONFIRMED' && token) {
      hadSession = true;
      if (token === synced) return;
      synced = token;
      callDocumentCookie('POST', token);
    } else if (!token && hadSession) {
      hadSession = false;
      synced = null;
      callDocumentCookie('DELETE');
    }
  };
  const stopSession = subscribeAuthSession(follow);
  const stopTokens = subscribeAuthTokens(follow);
  follow();
  return () => {
    stopSession();
    stopTokens();
  };
}
