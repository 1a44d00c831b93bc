import {
  paymentListSchema,
  refundListSchema,
  subscriptionListSchema,
  subscriptionRevenueSchema,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, subscriptions } from '../../db/schema-payments';
import { auditLogs } from '../../db/schema-platform';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/payments' },
  { method: 'GET', url: '/api/admin/payments/refunds' },
  {
    method: 'POST',
    url: `/api/admin/payments/${UNKNOWN_ID}/refund`,
    payload: { amount: 100, reason: 'Goodwill' },
  },
  { method: 'GET', url: '/api/admin/subscriptions' },
  { method: 'GET', url: '/api/admin/subscriptions/revenue' },
];
const DAY = 86_400_000;

describe('admin payments routes', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let lawyer: SignedInUser;
  /** Seeded payments by name: amounts and dates chosen so every sum below is known. */
  const ids: Record<string, string> = {};

  const inject = (method: string, url: string, who: SignedInUser | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const refundAuditRows = () =>
    testApp.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'PAYMENT_REFUNDED'));

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: 10_000 } });
    admin = await createSignedInUser(testApp, { email: 'pay-admin@example.com', isAdmin: true });
    member = await createSignedInUser(testApp, { email: 'pay-member@example.com' });
    lawyer = await createSignedInUser(testApp, { email: 'pay-lawyer@example.com', role: 'lawyer' });
    const seed = [
      // TEST_NOW is 2025-03-01T12:00Z: "this month" starts 2025-03-01T00:00Z.
      { name: 'march', status: 'succeeded', amount: 999, currency: 'USD', at: TEST_NOW },
      { name: 'february', status: 'succeeded', amount: 2000, currency: 'USD', at: new Date(TEST_NOW.getTime() - 10 * DAY) },
      { name: 'failed', status: 'failed', amount: 999, currency: 'USD', at: new Date(TEST_NOW.getTime() - 2 * DAY) },
      { name: 'euro', status: 'succeeded', amount: 1500, currency: 'EUR', at: new Date(TEST_NOW.getTime() - 40 * DAY) },
    ] as const; // prettier-ignore
    for (const [index, row] of seed.entries()) {
      const [inserted] = await testApp.database.db
        .insert(payments)
        .values({
          userId: member.user.id,
          status: row.status,
          amount: row.amount,
          currency: row.currency,
          description: 'LexLogis Pro',
          providerInvoiceId: `in_seed_${index}`,
          providerPaymentIntentId: `pi_seed_${index}`,
          createdAt: row.at,
          updatedAt: row.at,
        })
        .returning({ id: payments.id });
      ids[row.name] = inserted!.id;
    }
    await testApp.database.db.insert(subscriptions).values({
      userId: member.user.id,
      plan: 'pro',
      status: 'active',
      providerSubscriptionId: 'sub_seed_1',
      currentPeriodEnd: new Date(TEST_NOW.getTime() + 20 * DAY),
    });
  });
  afterAll(() => testApp.close());

  describe.each(ROUTES)('$method $url', ({ method, url, payload }) => {
    it('refuses anonymous callers (401), users and lawyers (403 ADMIN_REQUIRED)', async () => {
      expect((await inject(method, url, null, payload)).statusCode).toBe(401);
      for (const who of [member, lawyer]) {
        const response = await inject(method, url, who, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('ADMIN_REQUIRED');
      }
    });
  });

  it('lists payments newest first, filtered by status and by whole-day dates', async () => {
    const all = paymentListSchema.parse((await inject('GET', '/api/admin/payments', admin)).json());
    expect(all.items.map((p) => p.id)).toEqual([ids.march, ids.failed, ids.february, ids.euro]);
    expect(all.meta).toMatchObject({ total: 4, page: 1, totalPages: 1 });

    const failed = await inject('GET', '/api/admin/payments?status=failed', admin);
    expect(failed.json().items.map((p: { id: string }) => p.id)).toEqual([ids.failed]);

    // endDate alone is the whole day: 2025-02-27 holds the failed payment (Feb 27 12:00).
    const range = await inject(
      'GET',
      '/api/admin/payments?startDate=2025-02-15&endDate=2025-02-27',
      admin,
    );
    expect(range.json().items.map((p: { id: string }) => p.id)).toEqual([ids.failed, ids.february]);

    const paged = await inject('GET', '/api/admin/payments?page=2&limit=3', admin);
    expect(paged.json().items.map((p: { id: string }) => p.id)).toEqual([ids.euro]);
    expect(paged.json().meta).toMatchObject({ total: 4, page: 2, limit: 3, totalPages: 2 });
  });

  it.each([
    '/api/admin/payments?status=lost',
    '/api/admin/payments?startDate=yesterday',
    '/api/admin/payments?startDate=2025-03-02&endDate=2025-03-01',
    '/api/admin/payments?page=0',
    '/api/admin/payments?limit=1000',
    '/api/admin/payments/refunds?page=-1',
    '/api/admin/subscriptions?limit=abc',
  ])('answers 400 to %s', async (url) => {
    const response = await inject('GET', url, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('sums revenue per currency from stored payments; a month without payments is zero', async () => {
    const revenue = subscriptionRevenueSchema.parse(
      (await inject('GET', '/api/admin/subscriptions/revenue', admin)).json(),
    );
    expect(revenue).toEqual({
      monthlyRevenue: 999,
      totalRevenue: 2999,
      activeSubscriptions: 1,
      currency: 'USD',
      byCurrency: [
        { currency: 'EUR', payments: 1, paid: 1500, refunded: 0, totalRevenue: 1500, monthlyRevenue: 0 },
        { currency: 'USD', payments: 2, paid: 2999, refunded: 0, totalRevenue: 2999, monthlyRevenue: 999 },
      ],
    }); // prettier-ignore
    const subscriptionList = subscriptionListSchema.parse(
      (await inject('GET', '/api/admin/subscriptions', admin)).json(),
    );
    expect(subscriptionList.items).toEqual([
      expect.objectContaining({ userId: member.user.id, plan: 'pro', status: 'active' }),
    ]);
  });

  it('refunds part of a payment with an audit row, then refuses more than what remains', async () => {
    const url = `/api/admin/payments/${ids.february}/refund`;
    const response = await inject('POST', url, admin, { amount: 500, reason: '  Goodwill  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paymentId: ids.february,
      amount: 500,
      currency: 'USD',
      reason: 'Goodwill',
      status: 'succeeded',
    });
    const [audit] = await refundAuditRows();
    expect(audit).toMatchObject({
      userId: admin.user.id,
      entityType: 'PAYMENT',
      entityId: ids.february,
      details: { refundId: response.json().id, amount: 500, currency: 'USD', reason: 'Goodwill' },
    });

    const tooMuch = await inject('POST', url, admin, { amount: 1501, reason: 'Rest' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('REFUND_NOT_ALLOWED');
    expect(await refundAuditRows()).toHaveLength(1);

    const listed = await inject('GET', '/api/admin/payments?status=partially_refunded', admin);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: ids.february, amountRefunded: 500 }),
    ]);
    const refundList = refundListSchema.parse(
      (await inject('GET', '/api/admin/payments/refunds', admin)).json(),
    );
    expect(refundList.items.map((r) => [r.paymentId, r.amount])).toEqual([[ids.february, 500]]);
    const revenue = (await inject('GET', '/api/admin/subscriptions/revenue', admin)).json();
    expect(revenue).toMatchObject({ monthlyRevenue: 999, totalRevenue: 2499 });

    // The rest, exactly: the payment is refunded and cannot be refunded again.
    expect((await inject('POST', url, admin, { amount: 1500, reason: 'Rest' })).statusCode).toBe(
      200,
    );
    const again = await inject('POST', url, admin, { amount: 1, reason: 'More' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_NOT_ALLOWED');
    const [stored] = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, ids.february!));
    expect(stored).toMatchObject({ status: 'refunded', amountRefunded: 2000 });
    expect(await refundAuditRows()).toHaveLength(2);
  });

  it('refuses a failed payment (409), an unknown one (404) and a bad body (400)', async () => {
    const before = (await testApp.database.db.select().from(refunds)).length;
    const failed = await inject('POST', `/api/admin/payments/${ids.failed}/refund`, admin, {
      amount: 100,
      reason: 'Why not',
    });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.code).toBe('REFUND_NOT_ALLOWED');
    const unknown = await inject('POST', `/api/admin/payments/${UNKNOWN_ID}/refund`, admin, {
      amount: 100,
      reason: 'Why not',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PAYMENT_NOT_FOUND');
    for (const body of [
      { amount: 100 },
      { amount: 100, reason: '   ' },
      { amount: 0, reason: 'Zero' },
      { amount: 1.5, reason: 'Cents' },
      { amount: '100', reason: 'Text' },
    ]) {
      const response = await inject('POST', `/api/admin/payments/${ids.euro}/refund`, admin, body);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (
        await inject('POST', '/api/admin/payments/not-a-uuid/refund', admin, {
          amount: 1,
          reason: 'Id',
        })
      ).statusCode,
    ).toBe(400);
    expect((await testApp.database.db.select().from(refunds)).length).toBe(before);
  });
});
