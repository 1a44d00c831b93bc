import type { User } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from './fake-fetch';
import { makeAccount, makeIdToken } from './session';

type RouteHandler = (body: unknown, init: RequestInit) => Response | Promise<Response>;

/**
 * fetch answered per "METHOD /path" (query strings ignored). Flags answer by default; anything
 * else unknown is a 404, so a test notices a call it did not expect.
 */
export function stubRoutes(routes: Record<string, RouteHandler>) {
  return stubFetch(async (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = routes[key];
    if (handler) return handler(body, init);
    if (key === 'GET /api/feature-flags') return flagsResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: `No fake for ${key}` } }, 404);
  });
}

export function idpError(code: string, message: string, status = 400): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** Tokens as the identity provider answers them, with an id token the client can read. */
export function makeIdpTokens(account: User = makeAccount(), suffix = '1', expiresIn = 3600) {
  return {
    accessToken: `access-${suffix}`,
    idToken: makeIdToken({
      sub: account.id,
      email: account.email,
      email_verified: true,
      name: account.name,
    }),
    refreshToken: `refresh-${suffix}`,
    expiresIn,
  };
}

/** Routes of a successful password sign-in for this account. */
export function signInRoutes(account: User = makeAccount()): Record<string, RouteHandler> {
  return {
    'POST /idp/sign-in': () =>
      jsonResponse({ status: 'CONFIRMED', tokens: makeIdpTokens(account) }),
    'POST /api/auth/login': () => jsonResponse({ user: account }),
    'GET /idp/providers': () => jsonResponse({ google: false }),
  };
}

export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}
