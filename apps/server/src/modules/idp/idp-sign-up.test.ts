import { outboxResponseSchema, signUpResponseSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode, TEST_PASSWORD } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('identity provider: sign-up and codes', () => {
  let testApp: TestApp;
  const post = (url: string, payload: unknown) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object });
  const signUp = (email: string, extra: object = {}) =>
    post('/idp/sign-up', { email, password: TEST_PASSWORD, name: 'Alice', ...extra });
  const outbox = async (email: string) =>
    outboxResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${email}` })).json(),
    ).messages;
  /** A six-digit code that is certainly not the right one. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates an unconfirmed account and emails a six-digit code valid 24 hours', async () => {
    const response = await signUp('Alice@Example.com', { language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = signUpResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      userConfirmed: false,
      codeResent: false,
      codeDelivery: { destination: 'a***@example.com', deliveryMedium: 'EMAIL', status: 'SENT' },
    });
    const [message] = await outbox('alice@example.com');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.subject).toBe('Your LexLogis confirmation code');
    expect(message?.text).toContain(message?.code);
    expect(message?.text).toContain('expires in 24 hours');
  });

  it('writes the email in French by default', async () => {
    await signUp('francois@example.com');
    const [message] = await outbox('francois@example.com');
    expect(message?.subject).toBe('Votre code de confirmation LexLogis');
    expect(message?.text).toContain('expire dans 24 heures');
  });

  it('sends a new code when an unconfirmed email signs up again', async () => {
    const first = await readLatestCode(testApp, 'alice@example.com');
    const response = await signUp('alice@example.com');
    expect(response.json()).toMatchObject({ codeResent: true, userConfirmed: false });
    const second = await readLatestCode(testApp, 'alice@example.com');
    expect((await outbox('alice@example.com')).length).toBe(2);
    // The first code was replaced by the second.
    if (first !== second) {
      const stale = await post('/idp/confirm-sign-up', { email: 'alice@example.com', code: first });
      expect(stale.json().error.code).toBe('CodeMismatchException');
    }
  });

  it('confirms with the code, then refuses a second sign-up', async () => {
    const code = await readLatestCode(testApp, 'alice@example.com');
    const confirm = await post('/idp/confirm-sign-up', { email: 'alice@example.com', code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ ok: true });
    const again = await signUp('alice@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'UsernameExistsException', message: 'User already exists' },
    });
    const resend = await post('/idp/resend-code', { email: 'alice@example.com' });
    expect(resend.json().error.code).toBe('InvalidParameterException');
  });

  it('answers CodeMismatchException, then invalidates the code after 5 wrong tries', async () => {
    await signUp('bob@example.com');
    const code = await readLatestCode(testApp, 'bob@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/idp/confirm-sign-up', {
        email: 'bob@example.com',
        code: wrongCode(code),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'CodeMismatchException',
        message: 'Invalid verification code',
      });
    }
    const right = await post('/idp/confirm-sign-up', { email: 'bob@example.com', code });
    expect(right.json().error).toEqual({
      code: 'ExpiredCodeException',
      message: 'Verification code has expired',
    });
    const resend = await post('/idp/resend-code', { email: 'bob@example.com' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().codeDelivery.status).toBe('SENT');
    const fresh = await readLatestCode(testApp, 'bob@example.com');
    const confirmed = await post('/idp/confirm-sign-up', { email: 'bob@example.com', code: fresh });
    expect(confirmed.statusCode).toBe(200);
  });

  it('expires a code after 24 hours', async () => {
    await signUp('carol@example.com');
    const code = await readLatestCode(testApp, 'carol@example.com');
    testApp.clock.advance(24 * 3600);
    const response = await post('/idp/confirm-sign-up', { email: 'carol@example.com', code });
    expect(response.json().error.code).toBe('ExpiredCodeException');
  });

  it('limits how many codes one account may be sent per hour', async () => {
    await signUp('dave@example.com');
    const codes = [];
    for (let index = 0; index < 4; index += 1) {
      codes.push((await post('/idp/resend-code', { email: 'dave@example.com' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200]);
    const limited = await post('/idp/resend-code', { email: 'dave@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'LimitExceededException',
      message: 'Too many attempts, please try again later',
    });
    testApp.clock.advance(3601);
    expect((await post('/idp/resend-code', { email: 'dave@example.com' })).statusCode).toBe(200);
  });

  it('answers UserNotFoundException for unknown emails', async () => {
    for (const url of ['/idp/resend-code', '/idp/forgot-password']) {
      const response = await post(url, { email: 'nobody@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'UserNotFoundException',
        message: 'User not found',
      });
    }
    const confirm = await post('/idp/confirm-sign-up', {
      email: 'nobody@example.com',
      code: '123456',
    });
    expect(confirm.json().error.code).toBe('UserNotFoundException');
  });

  it('answers InvalidPasswordException when only the password breaks the rule', async () => {
    const response = await signUp('erin@example.com', { password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'InvalidPasswordException',
      message: 'Invalid password format',
    });
    const noDigit = await signUp('erin@example.com', { password: 'onlyletters' });
    expect(noDigit.json().error.code).toBe('InvalidPasswordException');
  });

  it('answers InvalidParameterException with details for other bad input, never a 500', async () => {
    const cases: unknown[] = [
      { email: 'not-an-email', password: TEST_PASSWORD, name: 'X' },
      { email: 'x@example.com', password: TEST_PASSWORD },
      { email: 'x@example.com', password: TEST_PASSWORD, name: 'X', language: 'de' },
      [],
    ];
    for (const payload of cases) {
      const response = await post('/idp/sign-up', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('InvalidParameterException');
      expect(response.json().error.details.issues.length).toBeGreaterThan(0);
    }
    const badCode = await post('/idp/confirm-sign-up', { email: 'x@example.com', code: 'abc' });
    expect(badCode.json().error.code).toBe('InvalidParameterException');
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('InvalidParameterException');
  });
});
