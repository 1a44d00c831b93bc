import { SESSION_MAX_AGE_SECONDS, signInResponseSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpRefreshTokens } from '../../db/schema-identity';
import {
  createConfirmedAccount,
  readLatestCode,
  signIn,
  TEST_PASSWORD,
} from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('identity provider: sign-in, tokens and sessions', () => {
  let testApp: TestApp;
  let aliceSub: string;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const refresh = (refreshToken: string) => post('/idp/refresh', { refreshToken });

  beforeAll(async () => {
    testApp = await createTestApp();
    aliceSub = await createConfirmedAccount(testApp, {
      email: 'alice@example.com',
      name: 'Alice',
      language: 'en',
    });
  });
  afterAll(() => testApp.close());

  it('issues EdDSA tokens verifiable with the published key set', async () => {
    const tokens = await signIn(testApp, 'ALICE@example.com');
    expect(tokens.expiresIn).toBe(3600);
    const jwks = (await testApp.app.inject({ url: '/idp/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
    const keySet = createLocalJWKSet(jwks);
    const options = {
      issuer: testApp.env.IDP_ISSUER,
      audience: 'lexlogis',
      currentDate: testApp.clock.now(),
    };
    const access = await jwtVerify(tokens.accessToken, keySet, options);
    expect(access.payload).toMatchObject({
      sub: aliceSub,
      email: 'alice@example.com',
      token_use: 'access',
    });
    expect(access.payload.jti).toBeTruthy();
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    const id = await jwtVerify(tokens.idToken, keySet, options);
    expect(id.payload).toMatchObject({
      sub: aliceSub,
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice',
      locale: 'en',
      token_use: 'id',
    });
    const config = (
      await testApp.app.inject({ url: '/idp/.well-known/openid-configuration' })
    ).json();
    expect(config.jwks_uri).toBe(`${testApp.env.IDP_ISSUER}/.well-known/jwks.json`);
    expect((await testApp.app.inject({ url: '/idp/providers' })).json()).toEqual({
      google: false,
    });
  });

  it('answers an unconfirmed account with a status, not tokens or an error', async () => {
    await post('/idp/sign-up', { email: 'new@example.com', password: TEST_PASSWORD, name: 'N' });
    const response = await post('/idp/sign-in', {
      email: 'new@example.com',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(signInResponseSchema.parse(response.json())).toEqual({ status: 'UNCONFIRMED' });
  });

  it('answers NotAuthorizedException and UserNotFoundException', async () => {
    const wrong = await post('/idp/sign-in', { email: 'alice@example.com', password: 'nope1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'NotAuthorizedException', message: 'Invalid credentials' },
    });
    const unknown = await post('/idp/sign-in', { email: 'who@example.com', password: 'x1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('UserNotFoundException');
  });

  it('locks an account after 5 failures in 15 minutes, then releases it', async () => {
    await createConfirmedAccount(testApp, { email: 'locked@example.com' });
    const attempt = (password: string) =>
      post('/idp/sign-in', { email: 'locked@example.com', password });
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt('wrong-password-1')).statusCode).toBe(401);
    }
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'TooManyRequestsException',
      message: 'Too many requests, please try again later',
    });
    testApp.clock.advance(14 * 60);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
    testApp.clock.advance(61);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an IP address after 20 failures in 15 minutes, then releases it', async () => {
    const fromIp = (email: string, password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/idp/sign-in',
        remoteAddress: '203.0.113.7',
        payload: { email, password },
      });
    for (let index = 0; index < 20; index += 1) {
      const response = await fromIp(`probe${index}@example.com`, 'guess-1234');
      expect(response.statusCode).toBe(404);
    }
    expect((await fromIp('alice@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    // Other addresses are not affected.
    expect(
      (await post('/idp/sign-in', { email: 'alice@example.com', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    testApp.clock.advance(15 * 60 + 1);
    expect((await fromIp('alice@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const first = await signIn(testApp, 'alice@example.com');
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().tokens;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(rotated.accessToken).sid).toBe(decodeJwt(first.accessToken).sid);
    const third = await refresh(rotated.refreshToken);
    expect(third.statusCode).toBe(200);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('NotAuthorizedException');
    // The newest token of the family died with it.
    expect((await refresh(third.json().tokens.refreshToken)).statusCode).toBe(401);
    const family = String(decodeJwt(first.accessToken).sid);
    const rows = await testApp.database.db
      .select()
      .from(idpRefreshTokens)
      .where(eq(idpRefreshTokens.familyId, family));
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    // Other sessions of the same user live on.
    const other = await signIn(testApp, 'alice@example.com');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in whatever the refreshes', async () => {
    let tokens = await signIn(testApp, 'alice@example.com');
    for (let day = 0; day < 29; day += 1) {
      testApp.clock.advance(24 * 3600);
      const response = await refresh(tokens.refreshToken);
      expect(response.statusCode).toBe(200);
      tokens = response.json().tokens;
    }
    testApp.clock.advance(SESSION_MAX_AGE_SECONDS - 29 * 24 * 3600);
    const ended = await refresh(tokens.refreshToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('NotAuthorizedException');
  });

  it('refuses unknown refresh tokens and bad bearer tokens', async () => {
    expect((await refresh('made-up')).json().error.code).toBe('NotAuthorizedException');
    const missing = await post('/idp/sign-out', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('NoAccessToken');
    const invalid = await post('/idp/sign-out', {}, bearer('abc.def.ghi'));
    expect(invalid.json().error.code).toBe('NotAuthorizedException');
  });

  it('signs out everywhere: every refresh token of the user is revoked', async () => {
    const one = await signIn(testApp, 'alice@example.com');
    const two = await signIn(testApp, 'alice@example.com');
    const response = await post('/idp/sign-out', {}, bearer(one.accessToken));
    expect(response.statusCode).toBe(200);
    expect((await refresh(one.refreshToken)).statusCode).toBe(401);
    expect((await refresh(two.refreshToken)).statusCode).toBe(401);
  });

  it('stops accepting the access tokens of a signed-out session at once, not an hour later', async () => {
    const one = await signIn(testApp, 'alice@example.com');
    const getProfile = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect((await getProfile(one.accessToken)).statusCode).toBe(200);

    expect((await post('/idp/sign-out', {}, bearer(one.accessToken))).statusCode).toBe(200);
    const after = await getProfile(one.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN_INVALID');
    expect(
      (await post('/idp/update-attributes', { name: 'X' }, bearer(one.accessToken))).statusCode,
    ).toBe(401);
  });

  it('changes the password, keeping the caller signed in and ending other sessions', async () => {
    await createConfirmedAccount(testApp, { email: 'pat@example.com' });
    const mine = await signIn(testApp, 'pat@example.com');
    const other = await signIn(testApp, 'pat@example.com');
    const change = (previousPassword: string, proposedPassword: string) =>
      post(
        '/idp/change-password',
        { previousPassword, proposedPassword },
        bearer(mine.accessToken),
      );
    expect((await change('wrong-1234', 'another-pass-9')).json().error.code).toBe(
      'NotAuthorizedException',
    );
    expect((await change(TEST_PASSWORD, 'short')).json().error.code).toBe(
      'InvalidPasswordException',
    );
    expect((await change(TEST_PASSWORD, 'another-pass-9')).statusCode).toBe(200);
    expect((await refresh(mine.refreshToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    await signIn(testApp, 'pat@example.com', 'another-pass-9');
  });

  it('resets a forgotten password with the emailed code and ends every session', async () => {
    await createConfirmedAccount(testApp, { email: 'quinn@example.com' });
    const before = await signIn(testApp, 'quinn@example.com');
    const forgot = await post('/idp/forgot-password', { email: 'quinn@example.com' });
    expect(forgot.json().codeDelivery.status).toBe('SENT');
    const code = await readLatestCode(testApp, 'quinn@example.com');
    const reset = (payload: object) =>
      post('/idp/confirm-forgot-password', { email: 'quinn@example.com', ...payload });
    expect((await reset({ code, newPassword: 'bad' })).json().error.code).toBe(
      'InvalidPasswordException',
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await reset({ code: wrong, newPassword: 'brand-new-77' })).json().error.code).toBe(
      'CodeMismatchException',
    );
    expect((await reset({ code, newPassword: 'brand-new-77' })).statusCode).toBe(200);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    await signIn(testApp, 'quinn@example.com', 'brand-new-77');
    expect((await reset({ code, newPassword: 'brand-new-78' })).json().error.code).toBe(
      'ExpiredCodeException',
    );
  });

  it('updates attributes, which the next id token carries', async () => {
    const tokens = await signIn(testApp, 'alice@example.com');
    const update = (payload: object) =>
      post('/idp/update-attributes', payload, bearer(tokens.accessToken));
    expect((await update({})).json().error.code).toBe('InvalidParameterException');
    expect((await update({ picture: 'javascript:alert(1)' })).statusCode).toBe(400);
    const ok = await update({
      name: 'Alice B.',
      picture: 'https://example.com/a.png',
      locale: 'fr',
    });
    expect(ok.json()).toEqual({ ok: true });
    const next = (await refresh(tokens.refreshToken)).json().tokens;
    expect(decodeJwt(next.idToken)).toMatchObject({
      name: 'Alice B.',
      picture: 'https://example.com/a.png',
      locale: 'fr',
    });
  });
});
