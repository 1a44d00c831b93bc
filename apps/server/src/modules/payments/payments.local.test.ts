import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversation } from '../../test/chat-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, createTestEnv, type TestApp } from '../../test/test-app';
import { createAdvicesRepository } from '../advices/advices.repository';
import { createPaymentsModule } from './payments.module';

const QUOTA = 2;

describe('the local test checkout and the Free question quota', () => {
  let testApp: TestApp;
  let tenant: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    const base = createTestEnv();
    testApp = await createTestApp({
      env: { PAYMENTS: { ...base.PAYMENTS, freeDailyQuestions: QUOTA } },
    });
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com' });
    other = await createSignedInUser(testApp, { email: 'other@example.com' });
  });
  afterAll(() => testApp.close());

  const call = (
    user: SignedInUser,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
  const ask = (user: SignedInUser, conversationId: string) =>
    call(user, 'POST', `/advices/${conversationId}/create-advice`, {
      question: 'Can my landlord raise the rent?',
    });
  const entitlements = () =>
    createPaymentsModule({
      database: testApp.database,
      env: testApp.env,
      clock: testApp.clock,
      countQuestionsSince: createAdvicesRepository(testApp.database.db).countQuestionsSince,
      log: () => {},
    }).entitlements;

  async function checkout(user: SignedInUser): Promise<string> {
    const plans = (await call(user, 'GET', '/payments/plans')).json();
    const pro = plans.plans.find((plan: { plan: string }) => plan.plan === 'pro');
    const response = await call(user, 'POST', '/payments/checkout', { priceId: pro.priceId });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.pathname).toMatch(/^\/billing\/test-checkout\/cs_local_/);
    return url.pathname.split('/').at(-1)!;
  }

  it('stops a Free user at the quota, then lets them ask again once Pro', async () => {
    const conversation = await createConversation(testApp, tenant);
    for (let index = 0; index < QUOTA; index += 1) {
      expect((await ask(tenant, conversation.id)).statusCode).toBe(201);
    }
    const refused = await ask(tenant, conversation.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'QUESTION_QUOTA_REACHED',
      details: { limit: QUOTA, plan: 'free' },
    });
    expect((await call(tenant, 'GET', '/payments/plans')).json()).toMatchObject({
      current: 'free',
      questionsUsedToday: QUOTA,
      provider: 'local',
    });
    await expect(
      entitlements().assertPlanAllows(tenant.user.id, 'formal_notice'),
    ).rejects.toMatchObject({
      code: 'PRO_PLAN_REQUIRED',
      statusCode: 402,
    });

    const sessionId = await checkout(tenant);
    const session = await call(tenant, 'GET', `/payments/test-checkout/${sessionId}`);
    expect(session.json()).toMatchObject({ amount: 999, currency: 'USD', status: 'open' });
    // Another user cannot see or pay it; a mistyped card is refused like a real form would.
    expect((await call(other, 'GET', `/payments/test-checkout/${sessionId}`)).statusCode).toBe(404);
    const badCard = await call(tenant, 'POST', `/payments/test-checkout/${sessionId}/complete`, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4241',
    });
    expect(badCard.statusCode).toBe(400);
    expect((await call(tenant, 'GET', '/payments/subscription')).json().plan).toBe('free');

    const paid = await call(tenant, 'POST', `/payments/test-checkout/${sessionId}/complete`, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.json()).toEqual({ url: '/?paymentCompleted=true' });
    expect((await call(tenant, 'GET', '/payments/subscription')).json()).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect((await ask(tenant, conversation.id)).statusCode).toBe(201);
    await expect(
      entitlements().assertPlanAllows(tenant.user.id, 'formal_notice'),
    ).resolves.toBeUndefined();

    const history = (await call(tenant, 'GET', '/payments/history?page=1&limit=5')).json();
    expect(history.meta).toEqual({ total: 1, page: 1, limit: 5, totalPages: 1 });
    expect(history.items[0]).toMatchObject({ amount: 999, currency: 'USD', status: 'succeeded' });
    // The same checkout cannot be paid twice.
    const again = await call(tenant, 'POST', `/payments/test-checkout/${sessionId}/complete`, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    expect(again.statusCode).toBe(409);

    const cancelled = await call(tenant, 'DELETE', '/payments/subscription');
    expect(cancelled.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    expect((await call(tenant, 'GET', '/payments/history')).json().meta.total).toBe(1);
  });

  it('cancelling at checkout grants nothing and records no payment', async () => {
    const sessionId = await checkout(other);
    const cancelled = await call(other, 'POST', `/payments/test-checkout/${sessionId}/complete`, {
      action: 'cancel',
    });
    expect(cancelled.json()).toEqual({ url: '/?paymentCompleted=false' });
    expect((await call(other, 'GET', '/payments/subscription')).json().plan).toBe('free');
    expect((await call(other, 'GET', '/payments/history')).json().meta.total).toBe(0);
    expect((await call(other, 'DELETE', '/payments/subscription')).json().error.code).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
  });
});
