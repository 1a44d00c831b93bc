import type { QueryClient } from '@tanstack/react-query';
import { clearAuthTokens } from './auth-token';
import { setAuthNotice } from './auth-notice';
import { buildLoginPath, LOGIN_PATH } from './auth-redirect';

/**
 * missing-token: a protected call was attempted without a token (never signed in, or signed out).
 * session-expired: the server answered 401 to a call that carried a token.
 */
export type UnauthorizedReason = 'missing-token' | 'session-expired';
export type UnauthorizedHandler = (reason: UnauthorizedReason) => void;

export { LOGIN_PATH };

/** Pages anyone may read without signing in (spec 02 §2): never redirected away from. */
export function isOpenPath(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === '/policies' || pathname === '/policies/';
}

const signOutOnly: UnauthorizedHandler = () => {
  clearAuthTokens();
};
let currentHandler: UnauthorizedHandler = signOutOnly;

/** The app installs the real handler once the router and query client exist. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  currentHandler = handler;
}

/** Back to the bare default (tokens cleared, no navigation); used between tests. */
export function resetUnauthorizedHandler(): void {
  currentHandler = signOutOnly;
}

export function handleUnauthorized(reason: UnauthorizedReason): void {
  currentHandler(reason);
}

interface UnauthorizedHandlerDeps {
  queryClient: QueryClient;
  navigate: (path: string) => unknown;
  getPathname: () => string;
  /** The current query string ("?a=b" or ""), so login can bring the user back to it. */
  getSearch?: () => string;
}

/** Sign the user out locally and send them to the login page (spec 02 §7 "HTTP client behaviour"). */
export function createUnauthorizedHandler(deps: UnauthorizedHandlerDeps): UnauthorizedHandler {
  return (reason) => {
    if (reason === 'session-expired') {
      // Cached answers belong to the expired session and must not leak into the next one.
      deps.queryClient.clear();
      setAuthNotice('session-expired');
    }
    clearAuthTokens();
    // Open pages (login itself, policies) stay put; the notice waits for the next login visit.
    const pathname = deps.getPathname();
    if (!isOpenPath(pathname)) deps.navigate(buildLoginPath(pathname + (deps.getSearch?.() ?? '')));
  };
}
