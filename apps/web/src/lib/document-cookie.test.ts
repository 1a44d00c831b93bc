import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { headerOf, makeIdpTokens, stubRoutes } from '@/test/fake-backend';
import { makeAccount, signInForTest } from '@/test/session';
import { adoptTokens, endSession, getAuthSession, toStoredSession } from './auth-session';
import { startDocumentCookieSync } from './document-cookie';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

function cookieCalls(fetchMock: ReturnType<typeof stubRoutes>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/auth/document-cookie')
    .map(([, init]) => `${init?.method} ${headerOf(init, 'Authorization') ?? '-'}`);
}

describe('the document cookie follows the session (issue 18, round 7)', () => {
  it('is set with the access token once the session is confirmed, and again on each new token', () => {
    const fetchMock = stubRoutes({
      'POST /api/auth/document-cookie': () => new Response(null, { status: 204 }),
    });
    stop = startDocumentCookieSync();
    expect(cookieCalls(fetchMock)).toEqual([]);
    signInForTest(makeAccount());
    expect(cookieCalls(fetchMock)).toEqual(['POST Bearer test-access-token']);
    // A refresh (or another tab's) brings new tokens: the cookie must not outlive the old one.
    adoptTokens(toStoredSession(makeIdpTokens(makeAccount(), '2')));
    adoptTokens(toStoredSession(makeIdpTokens(makeAccount(), '2')));
    expect(cookieCalls(fetchMock)).toEqual([
      'POST Bearer test-access-token',
      'POST Bearer access-2',
    ]);
  });

  it('is removed when the session ends, and a refusal signs nobody out', async () => {
    const fetchMock = stubRoutes({
      'POST /api/auth/document-cookie': () =>
        jsonResponse({ error: { code: 'TOKEN_INVALID', message: 'no' } }, 401),
      'DELETE /api/auth/document-cookie': () => new Response(null, { status: 204 }),
    });
    stop = startDocumentCookieSync();
    signInForTest(makeAccount());
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    expect(getAuthSession().status).toBe('CONFIRMED');
    endSession({ byUser: true });
    expect(cookieCalls(fetchMock)).toEqual(['POST Bearer test-access-token', 'DELETE -']);
  });
});
