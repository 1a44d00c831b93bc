import Stripe from 'stripe';
import type { TestApp } from './test-app';

/**
 * Test helper: Stripe-shaped webhook events (the fields the handler reads, as Stripe sends them)
 * and their delivery to the app, signed with Stripe's scheme (generateTestHeaderString).
 */

const stripe = new Stripe('sk_test_helper_makes_no_calls');

export type EventOptions = { id?: string; created: number };
let counter = 0;

export function buildEvent(type: string, object: Record<string, unknown>, options: EventOptions) {
  counter += 1;
  return {
    id: options.id ?? `evt_test_${counter}_${Date.now()}`,
    object: 'event',
    type,
    created: options.created,
    livemode: false,
    data: { object },
  };
}

export function checkoutCompleted(
  userId: string,
  created: number,
  overrides: Record<string, unknown> = {},
) {
  return buildEvent('checkout.session.completed', {
    id: `cs_test_${created}`, object: 'checkout.session', mode: 'subscription', client_reference_id: userId,
    customer: 'cus_test_1', subscription: 'sub_test_1', payment_status: 'paid', metadata: { userId }, ...overrides,
  }, { created }); // prettier-ignore
}

export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  userId: string,
  created: number,
  options: {
    invoiceId?: string;
    amount?: number;
    periodEnd?: number;
    subscription?: string;
    eventId?: string;
  } = {},
) {
  const amount = options.amount ?? 999;
  return buildEvent(type, {
    id: options.invoiceId ?? `in_test_${created}`, object: 'invoice', customer: 'cus_test_1',
    amount_paid: type === 'invoice.paid' ? amount : 0, amount_due: amount, currency: 'usd',
    lines: { data: [{ period: { start: created, end: options.periodEnd ?? created + 30 * 86_400 } }] },
    parent: { subscription_details: { subscription: options.subscription ?? 'sub_test_1', metadata: { userId } } },
  }, { created, id: options.eventId }); // prettier-ignore
}

export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  userId: string,
  created: number,
  fields: {
    status?: string;
    cancelAtPeriodEnd?: boolean;
    periodEnd?: number;
    subscription?: string;
  } = {},
) {
  return buildEvent(type, {
    id: fields.subscription ?? 'sub_test_1', object: 'subscription', customer: 'cus_test_1',
    status: fields.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false, metadata: { userId },
    items: { data: [{ current_period_end: fields.periodEnd ?? created + 30 * 86_400, price: { id: 'price_test_pro' } }] },
  }, { created }); // prettier-ignore
}

/** Posts an event to /api/payments/webhook, signed with `secret` at the app clock's time. */
export async function postWebhook(
  testApp: TestApp,
  event: unknown,
  options: { secret?: string; signature?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(testApp.clock.now().getTime() / 1000);
  const signature =
    options.signature ??
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? testApp.env.PAYMENTS.webhookSecret,
      timestamp,
    });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
