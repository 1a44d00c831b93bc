import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import { paymentEvents, payments, subscriptions } from '../../db/schema-payments';
import { toSubscription } from './subscriptions.mapper';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import {
  checkoutCompleted,
  invoiceEvent,
  postWebhook,
  subscriptionEvent,
} from '../../test/stripe-webhooks';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const NOW = Math.floor(TEST_NOW.getTime() / 1000);
const DAY = 86_400;

describe('Stripe webhooks', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await createSignedInUser(testApp, { email: 'payer@example.com' });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    testApp.clock.set(TEST_NOW);
    const db = testApp.database.db;
    await db.delete(payments);
    await db.delete(subscriptions);
    await db.delete(paymentEvents);
  });

  const getSubscription = async () =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/payments/subscription',
        headers: user.headers,
      })
    ).json<{ plan: string; status: string; currentPeriodEnd: string | null }>();
  const listPayments = () => testApp.database.db.select().from(payments);

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const wrongSecret = await postWebhook(testApp, checkoutCompleted(user.user.id, NOW), {
      secret: 'whsec_not_ours',
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const missing = await postWebhook(testApp, invoiceEvent('invoice.paid', user.user.id, NOW), {
      signature: '',
    });
    expect(missing.statusCode).toBe(400);
    // A genuine signature from long ago (a captured request replayed) is refused too.
    const stale = await postWebhook(testApp, invoiceEvent('invoice.paid', user.user.id, NOW), {
      timestamp: NOW - 3600,
    });
    expect(stale.statusCode).toBe(400);

    expect((await getSubscription()).plan).toBe('free');
    expect(await listPayments()).toEqual([]);
    expect(await testApp.database.db.select().from(paymentEvents)).toEqual([]);
  });

  it('grants Pro on a verified checkout and payment, and records the payment once', async () => {
    expect((await getSubscription()).plan).toBe('free');
    expect((await postWebhook(testApp, checkoutCompleted(user.user.id, NOW))).statusCode).toBe(200);
    const paid = invoiceEvent('invoice.paid', user.user.id, NOW, { invoiceId: 'in_once' });
    const first = await postWebhook(testApp, paid);
    expect(first.json()).toEqual({ received: true, duplicate: false });

    // The same event delivered again, and another event for the same invoice: no double credit.
    const replay = await postWebhook(testApp, paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await postWebhook(
      testApp,
      invoiceEvent('invoice.paid', user.user.id, NOW, { invoiceId: 'in_once' }),
    );

    const stored = await listPayments();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ amount: 999, currency: 'USD', status: 'succeeded' });
    const subscription = await getSubscription();
    expect(subscription.plan).toBe('pro');
    expect(subscription.currentPeriodEnd).toBe(new Date((NOW + 30 * DAY) * 1000).toISOString());
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.isSubscribed).toBe(true);
  });

  it('never grants Pro from an unpaid checkout or an event for another mode', async () => {
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW, { payment_status: 'unpaid' }));
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW, { mode: 'payment' }));
    expect((await getSubscription()).plan).toBe('free');
  });

  it('keeps Pro after a failed renewal until the paid period ends', async () => {
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW));
    await postWebhook(
      testApp,
      invoiceEvent('invoice.paid', user.user.id, NOW, { invoiceId: 'in_1' }),
    );
    const renewal = NOW + 60;
    testApp.clock.set(new Date(renewal * 1000));
    const failed = await postWebhook(
      testApp,
      invoiceEvent('invoice.payment_failed', user.user.id, renewal, { invoiceId: 'in_2' }),
    );
    expect(failed.statusCode).toBe(200);
    expect(await getSubscription()).toMatchObject({ plan: 'pro', status: 'past_due' });
    const failedPayment = (await listPayments()).find((p) => p.providerInvoiceId === 'in_2');
    expect(failedPayment).toMatchObject({ status: 'failed', amount: 999 });

    // Read at a later instant (the access token would have expired by then).
    const [row] = await testApp.database.db.select().from(subscriptions);
    expect(toSubscription(user.user.id, row, new Date((NOW + 30 * DAY - 1) * 1000)).plan).toBe(
      'pro',
    );
    expect(toSubscription(user.user.id, row, new Date((NOW + 30 * DAY + 1) * 1000)).plan).toBe(
      'free',
    );
  });

  it('applies events that arrive out of order by their time, not their arrival', async () => {
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW));
    await postWebhook(testApp, invoiceEvent('invoice.paid', user.user.id, NOW));
    // The cancellation (later) arrives before an older "still active" update.
    await postWebhook(
      testApp,
      subscriptionEvent('customer.subscription.updated', user.user.id, NOW + 20, {
        cancelAtPeriodEnd: true,
      }),
    );
    await postWebhook(
      testApp,
      subscriptionEvent('customer.subscription.updated', user.user.id, NOW + 10, {
        cancelAtPeriodEnd: false,
      }),
    );
    const [row] = await testApp.database.db.select().from(subscriptions);
    expect(row?.cancelAtPeriodEnd).toBe(true);

    // Deleted, then a late "active" update of the same subscription: it stays ended.
    await postWebhook(
      testApp,
      subscriptionEvent('customer.subscription.deleted', user.user.id, NOW + 30),
    );
    await postWebhook(
      testApp,
      subscriptionEvent('customer.subscription.updated', user.user.id, NOW + 40),
    );
    expect(await getSubscription()).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('grants Pro when the payment arrives before the checkout event', async () => {
    await postWebhook(testApp, invoiceEvent('invoice.paid', user.user.id, NOW));
    await postWebhook(testApp, checkoutCompleted(user.user.id, NOW - 1));
    expect((await getSubscription()).plan).toBe('pro');
  });

  it('writes nothing when an event fails halfway, so the retry applies it whole', async () => {
    // An amount past the column's range fails at the payment insert, after the plan was changed.
    const broken = invoiceEvent('invoice.paid', user.user.id, NOW, {
      invoiceId: 'in_retry',
      amount: 3_000_000_000,
      eventId: 'evt_retry',
    });
    const response = await postWebhook(testApp, broken);
    expect(response.statusCode).toBe(500);
    expect(await testApp.database.db.select().from(paymentEvents)).toEqual([]);
    expect(await testApp.database.db.select().from(subscriptions)).toEqual([]);
    expect(await listPayments()).toEqual([]);

    const retried = invoiceEvent('invoice.paid', user.user.id, NOW, {
      invoiceId: 'in_retry',
      eventId: 'evt_retry',
    });
    expect((await postWebhook(testApp, retried)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await listPayments()).toHaveLength(1);
    expect((await getSubscription()).plan).toBe('pro');
  });
});
