import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { toLoggableError, type LoggableError } from '../../lib/loggable-error';
import type { PaymentsSettings } from './payments-settings';

/**
 * What we ask of the payment provider. Two implementations: Stripe for real, and the local test
 * checkout, which has no remote side (its webhooks come from test-checkout.service.ts). Everything
 * that grants Pro goes through the webhook handler with either one.
 */
export type PaymentsGateway = {
  createCheckout(input: {
    userId: string;
    email: string;
    priceId: string;
    customerId: string | null;
  }): Promise<{ id: string; url: string }>;
  createPortal(customerId: string): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  refund(input: {
    paymentIntentId: string | null;
    invoiceId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: 'pending' | 'succeeded' | 'failed' }>;
};

/** The SDK instance: also the one place webhook signatures are checked and (locally) made. */
export function createStripeClient(settings: PaymentsSettings): Stripe {
  // The local provider never calls the API; the client is only used for webhook signatures.
  return new Stripe(settings.secretKey ?? 'sk_test_local_provider_makes_no_api_calls', {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(settings.stripeApi ?? {}),
  });
}

function toRefundStatus(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

export type GatewayLog = (error: LoggableError) => void;

export function createStripeGateway(
  stripe: Stripe,
  settings: PaymentsSettings,
  log: GatewayLog,
): PaymentsGateway {
  async function callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The provider's message may name customers: it goes to the log, not to the client.
      log(toLoggableError(error));
      throw new AppError('PAYMENT_PROVIDER_ERROR');
    }
  }

  /** Invoice webhooks do not carry the payment intent in this API version: ask for it. */
  async function findInvoicePaymentIntent(invoiceId: string): Promise<string> {
    const list = await callStripe(() =>
      stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 }),
    );
    const intent = list.data[0]?.payment.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new AppError('REFUND_NOT_ALLOWED', 'This payment has no card charge to refund');
    return id;
  }

  return {
    async createCheckout({ userId, email, priceId, customerId }) {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: userId,
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          success_url: `${settings.appUrl}/?paymentCompleted=true`,
          cancel_url: `${settings.appUrl}/?paymentCompleted=false`,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        }),
      );
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR');
      return { id: session.id, url: session.url };
    },

    async createPortal(customerId) {
      const portal = await callStripe(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: `${settings.appUrl}/billing`,
        }),
      );
      return portal.url;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await callStripe(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async refund({ paymentIntentId, invoiceId, amount, idempotencyKey }) {
      const intent = paymentIntentId ?? (await findInvoicePaymentIntent(invoiceId));
      const refund = await callStripe(() =>
        stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey }),
      );
      return { id: refund.id, status: toRefundStatus(refund.status) };
    },
  };
}

/** The local test checkout: ids look like Stripe's, and nothing leaves the process. */
export function createLocalGateway(settings: PaymentsSettings): PaymentsGateway {
  const makeId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
  return {
    async createCheckout() {
      const id = makeId('cs');
      return { id, url: `${settings.appUrl}/billing/test-checkout/${id}` };
    },
    async createPortal() {
      // No card to change in test mode: the billing page is where the plan is managed.
      return `${settings.appUrl}/billing`;
    },
    async setCancelAtPeriodEnd() {},
    async refund() {
      return { id: makeId('re'), status: 'succeeded' };
    },
  };
}
