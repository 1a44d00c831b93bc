import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { jsonResponse } from '@/test/fake-fetch';
import { headerOf, idpError, makeIdpTokens, signInRoutes, stubRoutes } from '@/test/fake-backend';
import { makeAccount } from '@/test/session';
import { takeAuthNotice } from './auth-notice';
import { getAuthSession, REFRESH_LEAD_MS } from './auth-session';
import {
  markSignInFailed,
  markUnconfirmed,
  restoreSession,
  signOut,
  startSession,
} from './auth-session-actions';
import { readStoredSession, SESSION_STORAGE_KEY } from './auth-storage';
import { clearAuthTokens, getAccessToken } from './auth-token';

afterEach(() => {
  vi.useRealTimers();
});

describe('auth status machine (spec 02 §4)', () => {
  it('starts SIGNED_OUT; login success gives CONFIRMED with the product account', async () => {
    const account = makeAccount();
    const fetchMock = stubRoutes(signInRoutes(account));
    expect(getAuthSession().status).toBe('SIGNED_OUT');

    await startSession(makeIdpTokens(account));

    expect(getAuthSession()).toMatchObject({ status: 'CONFIRMED', account });
    expect(getAccessToken()).toBe('access-1');
    expect(readStoredSession()?.refreshToken).toBe('refresh-1');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: account.email,
      cognitoToken: 'access-1',
      cognitoId: account.id,
      cognitoAttributes: { name: account.name, email: account.email },
    });
    expect(headerOf(init, 'Authorization')).toBe('Bearer access-1');
  });

  it('an unconfirmed sign-in or a registration gives UNCONFIRMED (a status, not an error)', () => {
    markUnconfirmed('new@example.com');
    expect(getAuthSession()).toMatchObject({
      status: 'UNCONFIRMED',
      pendingEmail: 'new@example.com',
    });
    markSignInFailed();
    expect(getAuthSession().status).toBe('SIGNED_OUT');
  });

  it('a refused product login gives SIGNED_OUT and forgets the tokens', async () => {
    stubRoutes({
      'POST /api/auth/login': () => idpError('USER_SUSPENDED', 'User account is suspended', 403),
    });
    await expect(startSession(makeIdpTokens())).rejects.toMatchObject({ code: 'USER_SUSPENDED' });
    expect(getAuthSession().status).toBe('SIGNED_OUT');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout clears everything and revokes the session through the product', async () => {
    const fetchMock = stubRoutes({
      ...signInRoutes(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await startSession(makeIdpTokens());
    await signOut();

    expect(getAuthSession()).toMatchObject({
      status: 'SIGNED_OUT',
      account: null,
      endedBy: 'user',
    });
    expect(getAccessToken()).toBeNull();
    expect(readStoredSession()).toBeNull();
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout')!;
    expect(headerOf(logout[1], 'Authorization')).toBe('Bearer access-1');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/idp/sign-out')).toBe(false);
  });

  it('falls back to the provider sign-out when the product logout fails', async () => {
    const fetchMock = stubRoutes({
      ...signInRoutes(),
      'POST /api/auth/logout': () => idpError('INTERNAL_ERROR', 'x', 500),
      'POST /idp/sign-out': () => jsonResponse({ ok: true }),
    });
    await startSession(makeIdpTokens());
    await signOut();
    const signOutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/idp/sign-out')!;
    expect(headerOf(signOutCall[1], 'Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(signOutCall[1]?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(getAuthSession().status).toBe('SIGNED_OUT');
  });

  it('a 401 elsewhere (tokens cleared) ends the session too', async () => {
    stubRoutes(signInRoutes());
    await startSession(makeIdpTokens());
    clearAuthTokens();
    expect(getAuthSession().status).toBe('SIGNED_OUT');
    expect(readStoredSession()).toBeNull();
  });

  it('applies the language of a complete profile, not the default of an incomplete one', async () => {
    stubRoutes(signInRoutes(makeAccount({ language: 'fr' })));
    await startSession(makeIdpTokens());
    expect(i18n.language).toBe('fr');

    await i18n.changeLanguage('en');
    stubRoutes(signInRoutes(makeAccount({ language: 'fr', city: 'Unknown' })));
    await startSession(makeIdpTokens());
    expect(i18n.language).toBe('en');
  });
});

describe('token refresh', () => {
  it('refreshes a minute before expiry and keeps the rotated refresh token', async () => {
    vi.useFakeTimers();
    const refreshBodies: unknown[] = [];
    let round = 1;
    stubRoutes({
      ...signInRoutes(),
      'POST /idp/refresh': (body) => {
        refreshBodies.push(body);
        round += 1;
        return jsonResponse({ tokens: makeIdpTokens(makeAccount(), String(round)) });
      },
    });
    await startSession(makeIdpTokens());

    await vi.advanceTimersByTimeAsync(3_600_000 - REFRESH_LEAD_MS - 1_000);
    expect(refreshBodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(getAccessToken()).toBe('access-2');
    expect(readStoredSession()?.refreshToken).toBe('refresh-2');

    // The next refresh uses the new token, never the old one again.
    await vi.advanceTimersByTimeAsync(3_600_000 - REFRESH_LEAD_MS);
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-2' }]);
    expect(getAuthSession().status).toBe('CONFIRMED');
  });

  it('a refused refresh gives SIGNED_OUT with the session-expired notice', async () => {
    vi.useFakeTimers();
    stubRoutes({
      ...signInRoutes(),
      'POST /idp/refresh': () => idpError('NotAuthorizedException', 'Invalid credentials', 401),
    });
    await startSession(makeIdpTokens());
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(getAuthSession().status).toBe('SIGNED_OUT');
    expect(getAccessToken()).toBeNull();
    expect(takeAuthNotice()).toBe('session-expired');
  });
});

describe('restoring after a reload', () => {
  const store = (expiresAt: number) =>
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        accessToken: 'stored-access',
        idToken: makeIdpTokens().idToken,
        refreshToken: 'stored-refresh',
        expiresAt,
      }),
    );

  it('stays SIGNED_OUT without a stored session', async () => {
    const fetchMock = stubRoutes({});
    await restoreSession();
    expect(getAuthSession()).toMatchObject({ status: 'SIGNED_OUT', isRestoring: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses a fresh stored token to fetch the account', async () => {
    const account = makeAccount();
    const fetchMock = stubRoutes({ 'GET /api/users': () => jsonResponse({ user: account }) });
    store(Date.now() + 30 * 60_000);
    const restoring = restoreSession();
    expect(getAuthSession().isRestoring).toBe(true);
    await restoring;
    expect(getAuthSession()).toMatchObject({ status: 'CONFIRMED', account, isRestoring: false });
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Authorization')).toBe('Bearer stored-access');
  });

  it("takes the document's account for a fresh stored token, with no request", async () => {
    const account = makeAccount();
    const fetchMock = stubRoutes({ 'GET /api/users': () => jsonResponse({ user: account }) });
    store(Date.now() + 30 * 60_000);
    await restoreSession(account);
    expect(getAuthSession()).toMatchObject({ status: 'CONFIRMED', account, isRestoring: false });
    expect(getAccessToken()).toBe('stored-access');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['with the document’s account', true],
    ['without one', false],
  ])('refreshes an expired stored token before checking the session (%s)', async (_, given) => {
    const account = makeAccount();
    const fetchMock = stubRoutes({
      'POST /idp/refresh': () => jsonResponse({ tokens: makeIdpTokens(account, '9') }),
      'GET /api/users': () => jsonResponse({ user: account }),
    });
    store(Date.now() - 1_000);
    await restoreSession(given ? account : undefined);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/idp/refresh',
      '/api/users',
    ]);
    expect(getAuthSession().status).toBe('CONFIRMED');
    expect(readStoredSession()?.refreshToken).toBe('refresh-9');
  });

  it('gives SIGNED_OUT when the stored session cannot be refreshed', async () => {
    stubRoutes({
      'POST /idp/refresh': () => idpError('NotAuthorizedException', 'Invalid credentials', 401),
    });
    store(Date.now() - 1_000);
    await restoreSession();
    expect(getAuthSession()).toMatchObject({ status: 'SIGNED_OUT', isRestoring: false });
    expect(readStoredSession()).toBeNull();
  });
});
