import { ACCESS_TOKEN_TTL_SECONDS } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DOCUMENT_COOKIE } from './document-cookie';

/** The document cookie (issue 18, round 7): set and cleared by the API, never read by it. */
describe('document cookie', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  const request = (method: 'POST' | 'DELETE' | 'GET', url: string, headers = {}) =>
    testApp.app.inject({ method, url, headers });
  const readSetCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie'] ?? '');
  const readValue = (setCookie: string) => /^lexlogis\.document=([^;]*)/.exec(setCookie)?.[1] ?? '';

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
  });
  afterAll(() => testApp.close());

  it('is set for a signed-in call: HttpOnly, SameSite=Lax, Path=/, no longer than the token', async () => {
    testApp.clock.advance(600);
    const response = await request('POST', '/api/auth/document-cookie', alice.headers);
    expect(response.statusCode).toBe(204);
    const setCookie = readSetCookie(response);
    expect(setCookie).toMatch(/^lexlogis\.document=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('; Path=/');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    // The test server is http: a Secure cookie would never come back.
    expect(setCookie).not.toContain('Secure');
    // The access token was signed 600 s ago: the cookie ends when it does.
    expect(setCookie).toContain(`; Max-Age=${ACCESS_TOKEN_TTL_SECONDS - 600}`);
  });

  it('is refused without an access token', async () => {
    const response = await request('POST', '/api/auth/document-cookie');
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is never accepted by the API, alone or as a bearer token', async () => {
    const set = await request('POST', '/api/auth/document-cookie', alice.headers);
    const token = readValue(readSetCookie(set));
    expect(token).not.toBe('');
    const withCookie = await request('GET', '/api/users', {
      cookie: `${DOCUMENT_COOKIE}=${token}`,
    });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json().error.code).toBe('NO_ACCESS_TOKEN');
    const asBearer = await request('GET', '/api/users', { authorization: `Bearer ${token}` });
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json().error.code).toBe('TOKEN_INVALID');
    // The same call with the access token works: only the cookie was refused.
    const withToken = await request('GET', '/api/users', alice.headers);
    expect(withToken.statusCode).toBe(200);
  });

  it('is cleared by DELETE (no session needed), sign-out and account deletion', async () => {
    const cleared = /^lexlogis\.document=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/;
    const remove = await request('DELETE', '/api/auth/document-cookie');
    expect(remove.statusCode).toBe(204);
    expect(readSetCookie(remove)).toMatch(cleared);
    const bob = await createSignedInUser(testApp, { email: 'bob@example.com' });
    const logout = await request('POST', '/api/auth/logout', bob.headers);
    expect(logout.statusCode).toBe(204);
    expect(readSetCookie(logout)).toMatch(cleared);
    const carol = await createSignedInUser(testApp, { email: 'carol@example.com' });
    const deletion = await request('DELETE', '/api/users/me', carol.headers);
    expect(deletion.statusCode).toBe(204);
    expect(readSetCookie(deletion)).toMatch(cleared);
  });
});
