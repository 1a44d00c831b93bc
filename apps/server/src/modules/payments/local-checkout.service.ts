import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type {
  TestCheckoutCompleteRequest,
  TestCheckoutCompleteResponse,
  TestCheckoutSession,
} from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestSession } from '../auth/session';
import type { PaymentsRepository } from './payments.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';

export type TestCheckoutServiceDeps = {
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  stripe: Stripe;
  webhookSecret: string;
  clock: Clock;
  /** Posts a signed event to our own webhook endpoint; resolves with its HTTP status. */
  deliverWebhook: (payload: string, signature: string) => Promise<number>;
};

const PAID_PERIOD_DAYS = 30;

/** Luhn's check, so the form refuses a mistyped number like a real one would. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The local test checkout (PAYMENTS_PROVIDER=local, never in production). Paying does not touch
 * the database itself: it posts Stripe-shaped events, signed with Stripe's scheme and the webhook
 * secret, to our own webhook endpoint, so the handler that grants Pro is the production one.
 */
export function createTestCheckoutService(deps: TestCheckoutServiceDeps) {
  const { payments, subscriptions, stripe, clock } = deps;
  const makeId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

  async function findOwnSession(session: RequestSession, id: string) {
    const row = await payments.findCheckoutSession(id);
    if (!row || row.userId !== session.userId || row.provider !== 'local') {
      throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
    }
    return row;
  }

  async function post(type: string, object: Record<string, unknown>, created: number) {
    const payload = JSON.stringify({
      id: makeId('evt'),
      object: 'event',
      type,
      created,
      livemode: false,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: deps.webhookSecret,
      timestamp: created,
    });
    const status = await deps.deliverWebhook(payload, signature);
    if (status !== 200) throw new AppError('PAYMENT_PROVIDER_ERROR');
  }

  return {
    async getSession(session: RequestSession, id: string): Promise<TestCheckoutSession> {
      const row = await findOwnSession(session, id);
      return {
        id: row.id,
        priceId: row.priceId,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
      };
    },

    async complete(
      session: RequestSession,
      id: string,
      request: TestCheckoutCompleteRequest,
    ): Promise<TestCheckoutCompleteResponse> {
      const row = await findOwnSession(session, id);
      if (row.status !== 'open') throw new AppError('CONFLICT', 'This checkout is already closed');
      if (request.action === 'cancel') {
        await payments.closeCheckoutSession(row.id, 'canceled');
        return { url: '/?paymentCompleted=false' };
      }
      if (!request.cardNumber || !isCardNumber(request.cardNumber)) {
        throw new AppError('VALIDATION_ERROR', 'The card number is not valid');
      }
      const userId = session.userId;
      const stored = await subscriptions.findByUserId(userId);
      const customer = stored?.providerCustomerId ?? makeId('cus');
      const subscription = makeId('sub');
      const created = Math.floor(clock.now().getTime() / 1000);
      const periodEnd = created + PAID_PERIOD_DAYS * 86_400;
      await post(
        'checkout.session.completed',
        {
          id: row.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: userId,
          customer,
          subscription,
          payment_status: 'paid',
          metadata: { userId },
        },
        created,
      );
      await post(
        'invoice.paid',
        {
          id: makeId('in'),
          object: 'invoice',
          customer,
          amount_paid: row.amount,
          amount_due: row.amount,
          currency: row.currency.toLowerCase(),
          lines: { data: [{ period: { start: created, end: periodEnd } }] },
          parent: { subscription_details: { subscription, metadata: { userId } } },
        },
        created,
      );
      return { url: '/?paymentCompleted=true' };
    },
  };
}
export type TestCheckoutService = ReturnType<typeof createTestCheckoutService>;
