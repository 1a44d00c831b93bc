import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, readLatestCode, signIn } from './signed-in-user';
import { createTestApp, type TestApp } from './test-app';

/**
 * Runs every identity flow with logging at trace level and checks that no password, code or
 * token appears in any captured log line (issue 3, "Done means").
 */
describe('logs never contain credentials', () => {
  let testApp: TestApp;
  const secrets: string[] = [];
  const keep = <T extends string>(value: T): T => {
    secrets.push(value);
    return value;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(() => testApp.close());

  it('holds for sign-up, confirm, sign-in, refresh, password changes, login and PATCH', async () => {
    const { app } = testApp;
    const email = 'secretive@example.com';
    const password = keep('first-Secret-111');
    const signedIn = await createSignedInUser(testApp, { email, password });
    keep(signedIn.tokens.accessToken);
    keep(signedIn.tokens.idToken);
    keep(signedIn.tokens.refreshToken);
    const outbox = (await app.inject({ url: `/dev/outbox?to=${email}` })).json();
    for (const message of outbox.messages) keep(message.code);

    const refreshed = await app.inject({
      method: 'POST',
      url: '/idp/refresh',
      payload: { refreshToken: signedIn.tokens.refreshToken },
    });
    const tokens = refreshed.json().tokens;
    keep(tokens.accessToken);
    keep(tokens.refreshToken);
    keep(tokens.idToken);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };

    const second = keep('second-Secret-222');
    const change = await app.inject({
      method: 'POST',
      url: '/idp/change-password',
      headers,
      payload: { previousPassword: password, proposedPassword: second },
    });
    expect(change.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'POST',
      url: '/idp/sign-in',
      payload: { email, password: keep('wrong-Secret-333') },
    });
    expect(wrong.statusCode).toBe(401);

    await app.inject({ method: 'POST', url: '/idp/forgot-password', payload: { email } });
    const code = keep(await readLatestCode(testApp, email));
    const third = keep('third-Secret-444');
    const reset = await app.inject({
      method: 'POST',
      url: '/idp/confirm-forgot-password',
      payload: { email, code, newPassword: third },
    });
    expect(reset.statusCode).toBe(200);

    const again = await signIn(testApp, email, third);
    keep(again.accessToken);
    keep(again.idToken);
    keep(again.refreshToken);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email,
        cognitoToken: again.accessToken,
        idToken: again.idToken,
        cognitoId: signedIn.user.providerId,
      },
    });
    expect(login.statusCode).toBe(200);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/users/${signedIn.user.id}`,
      headers: { authorization: `Bearer ${again.accessToken}` },
      payload: { city: 'Gatineau' },
    });
    expect(patch.statusCode).toBe(200);
    // An error path too: a bad token must not be echoed.
    const bad = keep('definitely-not-a-valid-token-555');
    await app.inject({ url: '/api/users', headers: { authorization: `Bearer ${bad}` } });

    expect(testApp.logs.length).toBeGreaterThan(10);
    const leaks = secrets.filter((secret) => testApp.logs.some((line) => line.includes(secret)));
    expect(leaks).toEqual([]);
    expect(testApp.logs.some((line) => /bearer /i.test(line))).toBe(false);
  });
});
