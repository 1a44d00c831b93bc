import { loginResponseSchema } from '@lexlogis/contracts';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import {
  createConfirmedAccount,
  createSignedInUser,
  signIn,
  type SignedInUser,
} from '../../test/signed-in-user';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

describe('product auth API', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const loginBody = (tokens: { accessToken: string; idToken: string }, email: string) => ({
    email,
    cognitoToken: tokens.accessToken,
    idToken: tokens.idToken,
    cognitoId: String(decodeJwt(tokens.idToken).sub),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com', name: 'Alice' });
  });
  afterAll(() => testApp.close());

  it('creates the user record on first login with the spec defaults', () => {
    expect(alice.user).toMatchObject({
      email: 'alice@example.com',
      name: 'Alice',
      role: 'user',
      city: 'Unknown',
      ageGroup: 'Unknown',
      language: 'fr',
      acceptedPolicies: false,
      isAdmin: false,
      isLawyer: false,
      status: 'CONFIRMED',
      emailVerified: true,
      lastLogin: TEST_NOW.toISOString(),
    });
    expect(alice.user.providerId).toBe(decodeJwt(alice.tokens.idToken).sub);
  });

  it('updates the record and lastLogin on a later login', async () => {
    testApp.clock.advance(60);
    const tokens = await signIn(testApp, 'alice@example.com');
    const response = await post('/api/auth/login', loginBody(tokens, 'alice@example.com'));
    const user = loginResponseSchema.parse(response.json()).user;
    expect(user.id).toBe(alice.user.id);
    expect(user.lastLogin).toBe(testApp.clock.now().toISOString());
  });

  it('trusts only the signed id token', async () => {
    const forged = await post('/api/auth/login', {
      ...loginBody(alice.tokens, 'alice@example.com'),
      idToken: alice.tokens.accessToken,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('TOKEN_INVALID');
    const otherId = await post('/api/auth/login', {
      ...loginBody(alice.tokens, 'alice@example.com'),
      cognitoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherId.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid token provided',
    });
    const otherEmail = await post('/api/auth/login', loginBody(alice.tokens, 'eve@example.com'));
    expect(otherEmail.json().error.code).toBe('INVALID_TOKEN');
    const invalid = await post('/api/auth/login', { email: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('validates sessions', async () => {
    const validate = (token: string, userId: string) =>
      post('/api/auth/validate-session', { token, userId });
    expect((await validate(alice.tokens.accessToken, alice.user.id)).json()).toEqual({
      valid: true,
    });
    expect(
      (await validate(alice.tokens.accessToken, '00000000-0000-4000-8000-000000000000')).json(),
    ).toEqual({ valid: false });
    expect((await validate('garbage', alice.user.id)).json()).toEqual({ valid: false });
  });

  it('needs a bearer token: NO_ACCESS_TOKEN, then TOKEN_INVALID once it has expired', async () => {
    const missing = await testApp.app.inject({ url: '/api/users' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toEqual({
      code: 'NO_ACCESS_TOKEN',
      message: 'No access token available',
    });
    const bob = await createSignedInUser(testApp, { email: 'bob@example.com' });
    expect((await testApp.app.inject({ url: '/api/users', headers: bob.headers })).statusCode).toBe(
      200,
    );
    testApp.clock.advance(3600);
    const expired = await testApp.app.inject({ url: '/api/users', headers: bob.headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Invalid or expired token',
    });
    const login = await post('/api/auth/login', loginBody(bob.tokens, 'bob@example.com'));
    expect(login.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a suspended user with 403 USER_SUSPENDED, at login too', async () => {
    const carol = await createSignedInUser(testApp, { email: 'carol@example.com' });
    await testApp.database.db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(eq(users.id, carol.user.id));
    const response = await testApp.app.inject({ url: '/api/users', headers: carol.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'USER_SUSPENDED',
      message: 'User account is suspended',
    });
    const login = await post('/api/auth/login', loginBody(carol.tokens, 'carol@example.com'));
    expect(login.statusCode).toBe(403);
    const validate = await post('/api/auth/validate-session', {
      token: carol.tokens.accessToken,
      userId: carol.user.id,
    });
    expect(validate.json()).toEqual({ valid: false });
  });

  it('creates the record on first use of a token whose user never logged in', async () => {
    await createConfirmedAccount(testApp, { email: 'dana@example.com', name: 'Dana' });
    const tokens = await signIn(testApp, 'dana@example.com');
    const response = await testApp.app.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'dana@example.com', name: 'Dana' });
  });

  it('logs out: 204 and every refresh token revoked', async () => {
    const erin = await createSignedInUser(testApp, { email: 'erin@example.com' });
    const missing = await post('/api/auth/logout', undefined);
    expect(missing.json().error.code).toBe('NO_ACCESS_TOKEN');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: erin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const refresh = await post('/idp/refresh', { refreshToken: erin.tokens.refreshToken });
    expect(refresh.json().error.code).toBe('NotAuthorizedException');
  });
});
