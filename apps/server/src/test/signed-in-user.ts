import {
  authTokensSchema,
  loginResponseSchema,
  outboxResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
  type AuthTokens,
  type User,
  type UserRole,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-identity';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-42';

export type SignedInUser = {
  email: string;
  password: string;
  tokens: AuthTokens;
  user: User;
  /** `{ authorization: 'Bearer <access token>' }` for app.inject. */
  headers: { authorization: string };
};

type SignUpOptions = { email: string; password?: string; name?: string; language?: 'en' | 'fr' };

function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  step: string,
) {
  if (response.statusCode !== status) {
    throw new Error(`${step} answered ${response.statusCode}: ${response.body}`);
  }
}

/** The newest code emailed to `email`, read through GET /dev/outbox like the web's tests do. */
export async function readLatestCode(testApp: TestApp, email: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const code = outboxResponseSchema.parse(response.json()).messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return code;
}

/** Sign-up and confirmation through the real /idp endpoints; returns the provider's sub. */
export async function createConfirmedAccount(
  testApp: TestApp,
  options: SignUpOptions,
): Promise<string> {
  const { app } = testApp;
  const signUp = await app.inject({
    method: 'POST',
    url: '/idp/sign-up',
    payload: {
      email: options.email,
      password: options.password ?? TEST_PASSWORD,
      name: options.name ?? 'Test User',
      ...(options.language ? { language: options.language } : {}),
    },
  });
  expectStatus(signUp, 200, 'sign-up');
  const code = await readLatestCode(testApp, options.email);
  const confirm = await app.inject({
    method: 'POST',
    url: '/idp/confirm-sign-up',
    payload: { email: options.email, code },
  });
  expectStatus(confirm, 200, 'confirm-sign-up');
  return signUpResponseSchema.parse(signUp.json()).userSub;
}

export async function signIn(
  testApp: TestApp,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<AuthTokens> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    payload: { email, password },
  });
  expectStatus(response, 200, 'sign-in');
  const body = signInResponseSchema.parse(response.json());
  if (body.status !== 'CONFIRMED') throw new Error('sign-in did not return tokens');
  return authTokensSchema.parse(body.tokens);
}

export async function loginToApi(testApp: TestApp, tokens: AuthTokens, email: string) {
  const [, payload = ''] = tokens.idToken.split('.');
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, cognitoToken: tokens.accessToken, idToken: tokens.idToken, cognitoId: sub },
  });
  expectStatus(response, 200, 'auth/login');
  return loginResponseSchema.parse(response.json()).user;
}

/**
 * A confirmed, signed-in user made through the real endpoints (sign-up, outbox code,
 * confirmation, sign-in, /api/auth/login). Role and isAdmin are set in the database, the way
 * an administrator or the seed would.
 */
export async function createSignedInUser(
  testApp: TestApp,
  options: SignUpOptions & { role?: UserRole; isAdmin?: boolean },
): Promise<SignedInUser> {
  const password = options.password ?? TEST_PASSWORD;
  await createConfirmedAccount(testApp, { ...options, password });
  const tokens = await signIn(testApp, options.email, password);
  let user = await loginToApi(testApp, tokens, options.email);
  if (options.role || options.isAdmin) {
    await testApp.database.db
      .update(users)
      .set({ role: options.role ?? user.role, isAdmin: options.isAdmin ?? false })
      .where(eq(users.id, user.id));
    user = await loginToApi(testApp, tokens, options.email);
  }
  return {
    email: options.email,
    password,
    tokens,
    user,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}
