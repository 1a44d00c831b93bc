import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../db/schema-payments';
import { auditLogs } from '../../db/schema-platform';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { checkoutCompleted, invoiceEvent, postWebhook } from '../../test/stripe-webhooks';
import { createTestApp, createTestEnv, TEST_NOW, type TestApp } from '../../test/test-app';
import { loadEnv } from '../../env';
import { createPaymentsModule } from './payments.module';

const NOW = Math.floor(TEST_NOW.getTime() / 1000);
const PRICE = 'price_test_pro';

describe('payments with the Stripe provider (fake Stripe at the wire)', () => {
  let stripe: FakeStripeServer;
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    const base = createTestEnv();
    testApp = await createTestApp({
      env: {
        PAYMENTS: {
          ...base.PAYMENTS,
          provider: 'stripe',
          secretKey: 'sk_test_fake',
          webhookSecret: 'whsec_test_secret',
          proPriceId: PRICE,
          appUrl: 'https://app.example.test',
          stripeApi: stripe.address,
        },
      },
    });
    user = await createSignedInUser(testApp, { email: 'stripe-user@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: user.headers,
      payload: payload as object,
    });

  it('opens a subscription Checkout Session and returns its url; a test checkout does not exist', async () => {
    const response = await call('POST', '/payments/checkout', { priceId: PRICE });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.form.get('mode')).toBe('subscription');
    expect(request.form.get('line_items[0][price]')).toBe(PRICE);
    expect(request.form.get('client_reference_id')).toBe(user.user.id);
    expect(request.form.get('subscription_data[metadata][userId]')).toBe(user.user.id);
    expect(request.form.get('success_url')).toBe('https://app.example.test/?paymentCompleted=true');
    expect(request.form.get('cancel_url')).toBe('https://app.example.test/?paymentCompleted=false');

    expect(
      (await call('POST', '/payments/checkout', { priceId: 'price_other' })).json().error.code,
    ).toBe('PRICE_NOT_FOUND');
    expect((await call('GET', '/payments/test-checkout/cs_anything')).statusCode).toBe(404);
    // Opening a checkout grants nothing: only a verified event does.
    expect((await call('GET', '/payments/subscription')).json().plan).toBe('free');
  });

  it('answers "Authentication required" without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/history' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required');
  });

  it('cancels at period end through Stripe, resumes, opens the portal, lists the history', async () => {
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW));
    await postWebhook(
      testApp,
      invoiceEvent('invoice.paid', user.user.id, NOW, { invoiceId: 'in_a' }),
    );
    expect((await call('GET', '/payments/subscription')).json()).toMatchObject({
      plan: 'pro',
      status: 'active',
    });
    expect((await call('POST', '/payments/checkout', { priceId: PRICE })).json().error.code).toBe(
      'ALREADY_SUBSCRIBED',
    );

    const cancelled = await call('DELETE', '/payments/subscription');
    expect(cancelled.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    const update = stripe.requests.filter((r) => r.path === '/v1/subscriptions/sub_test_1').at(-1)!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');

    const resumed = await call('POST', '/payments/subscription', { priceId: PRICE });
    expect(resumed.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    expect(
      stripe.requests
        .filter((r) => r.path === '/v1/subscriptions/sub_test_1')
        .at(-1)!
        .form.get('cancel_at_period_end'),
    ).toBe('false');

    const portal = await call('POST', '/payments/portal');
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(
      stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.form.get('customer'),
    ).toBe('cus_test_1');

    const history = await call('GET', '/payments/history');
    expect(history.json()).toMatchObject({ meta: { total: 1, page: 1, limit: 10, totalPages: 1 } });
    expect(history.json().items[0]).toMatchObject({
      amount: 999,
      currency: 'USD',
      status: 'succeeded',
    });
  });

  it('refunds through stripe.refunds.create once, and revenue follows the stored payments', async () => {
    const module = createPaymentsModule({
      database: testApp.database,
      env: testApp.env,
      clock: testApp.clock,
      countQuestionsSince: async () => 0,
      log: () => {},
    });
    const [payment] = await testApp.database.db.select().from(payments);
    expect(await module.admin.getRevenue()).toMatchObject({
      monthlyRevenue: 999,
      totalRevenue: 999,
      activeSubscriptions: 1,
      currency: 'USD',
    });

    const refund = await module.admin.refundPayment(
      payment!.id,
      { amount: 400, reason: 'Goodwill' },
      null,
    );
    expect(refund).toMatchObject({ amount: 400, currency: 'USD', status: 'succeeded' });
    const request = stripe.requests.find((r) => r.path === '/v1/refunds')!;
    expect(request.form.get('payment_intent')).toBe('pi_fake_1');
    expect(request.form.get('amount')).toBe('400');

    // The same request again (a double click) refunds nothing more.
    await module.admin
      .refundPayment(payment!.id, { amount: 400, reason: 'Goodwill' }, null)
      .catch(() => undefined);
    await expect(
      module.admin.refundPayment(payment!.id, { amount: 600, reason: 'Too much' }, null),
    ).rejects.toMatchObject({ code: 'REFUND_NOT_ALLOWED' });
    const [after] = await testApp.database.db.select().from(payments);
    expect(after).toMatchObject({ status: 'partially_refunded' });
    expect(after!.amountRefunded).toBeLessThanOrEqual(999);
    expect((await module.admin.getRevenue()).totalRevenue).toBe(999 - after!.amountRefunded);
    const stored = await testApp.database.db.select().from(refunds);
    expect(stored.reduce((sum, r) => sum + r.amount, 0)).toBe(after!.amountRefunded);
    expect((await module.admin.listRefunds({ page: 1, limit: 10 })).meta.total).toBe(stored.length);
    expect(
      (await module.admin.listPayments({ page: 1, limit: 10, status: 'partially_refunded' })).items,
    ).toHaveLength(1);
    expect((await module.admin.listSubscriptions({ page: 1, limit: 10 })).items[0]).toMatchObject({
      plan: 'pro',
    });
  });

  it('a refund the provider refuses stores neither a refund nor an audit row', async () => {
    const admin = await createSignedInUser(testApp, {
      email: 'stripe-admin@example.com',
      isAdmin: true,
    });
    const [payment] = await testApp.database.db.select().from(payments);
    const refundsBefore = await testApp.database.db.select().from(refunds);
    const auditBefore = await testApp.database.db.select().from(auditLogs);
    const callsBefore = stripe.requests.length;
    stripe.failWith = 500;
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${payment!.id}/refund`,
        headers: admin.headers,
        payload: { amount: 1, reason: 'Provider down' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('PAYMENT_PROVIDER_ERROR');
    } finally {
      stripe.failWith = undefined;
    }
    // The provider was asked (and failed), rather than the request stopping before it.
    expect(stripe.requests.length).toBeGreaterThan(callsBefore);
    expect(await testApp.database.db.select().from(refunds)).toEqual(refundsBefore);
    const [after] = await testApp.database.db.select().from(payments);
    expect(after!.amountRefunded).toBe(payment!.amountRefunded);
    const auditAfter = await testApp.database.db.select().from(auditLogs);
    expect(auditAfter.filter((row) => row.action === 'PAYMENT_REFUNDED')).toEqual(
      auditBefore.filter((row) => row.action === 'PAYMENT_REFUNDED'),
    );
  });

  it('refuses PAYMENTS_PROVIDER=local in production and requires the Stripe keys', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' })).toThrow(
      /PAYMENTS_PROVIDER=local/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER=local/);
    expect(() => loadEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO/,
    );
  });
});
