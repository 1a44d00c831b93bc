import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
import {
  checkoutSessionObjectSchema,
  invoiceObjectSchema,
  readInvoicePeriodEnd,
  readInvoiceSubscriptionId,
  readSubscriptionPeriodEnd,
  subscriptionObjectSchema,
  toSubscriptionStatus,
  type VerifiedEvent,
} from './stripe-events';
import { applySubscriptionFact, hasProAccess, type SubscriptionFact } from './subscription-state';
import { toSubscriptionState } from './subscriptions.mapper';
import {
  createSubscriptionsRepository,
  type SubscriptionsRepository,
} from './subscriptions.repository';

export type WebhookServiceDeps = {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  clock: Clock;
};

/** Stripe's default: a signature older than this (by its timestamp) is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PAYMENT_DESCRIPTION = 'LexLogis Pro';

type Repositories = { payments: PaymentsRepository; subscriptions: SubscriptionsRepository };
type Applied = { userId: string; fact: SubscriptionFact; afterState?: () => Promise<void> };

/**
 * Stripe webhooks (with either provider: the local checkout signs its events the same way).
 * An event is applied once, in one transaction with its id: a replay finds the id and changes
 * nothing, and a failure halfway leaves no trace, so Stripe's retry applies it whole.
 */
export function createWebhookService(deps: WebhookServiceDeps) {
  const { db, stripe, webhookSecret, clock } = deps;

  function verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent {
    if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    try {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        // In milliseconds: the signature's age is measured on our clock.
        clock.now().getTime(),
      );
      return { id: event.id, type: event.type, created: event.created, object: event.data.object };
    } catch {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
  }

  async function resolveUser(
    repos: Repositories,
    metadataUserId: string | undefined,
    subscriptionId: string | null,
    customerId: string | null,
  ): Promise<string | undefined> {
    if (metadataUserId && UUID.test(metadataUserId)) {
      if (await repos.subscriptions.userExists(metadataUserId)) return metadataUserId;
    }
    return repos.subscriptions.findUserIdByProviderIds(subscriptionId, customerId);
  }

  async function readEvent(
    repos: Repositories,
    event: VerifiedEvent,
  ): Promise<Applied | undefined> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = checkoutSessionObjectSchema.parse(event.object);
        if (session.mode !== 'subscription') return undefined;
        const userId = await resolveUser(
          repos,
          session.metadata.userId ?? session.client_reference_id ?? undefined,
          session.subscription,
          session.customer,
        );
        if (!userId) return undefined;
        const opened = await repos.payments.findCheckoutSession(session.id);
        await repos.payments.closeCheckoutSession(session.id, 'completed');
        const paid =
          session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        return {
          userId,
          fact: {
            kind: 'checkout',
            at,
            customerId: session.customer,
            subscriptionId: session.subscription,
            priceId: opened?.priceId ?? null,
            paid,
          },
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = invoiceObjectSchema.parse(event.object);
        const subscriptionId = readInvoiceSubscriptionId(invoice);
        const userId = await resolveUser(
          repos,
          invoice.parent?.subscription_details?.metadata.userId,
          subscriptionId,
          invoice.customer,
        );
        if (!userId) return undefined;
        const paid = event.type === 'invoice.paid';
        const base = { at, customerId: invoice.customer, subscriptionId };
        const intent = invoice.payments?.data[0]?.payment.payment_intent ?? null;
        return {
          userId,
          fact: paid
            ? { ...base, kind: 'invoice_paid', periodEnd: readInvoicePeriodEnd(invoice) }
            : { ...base, kind: 'invoice_failed' },
          afterState: () =>
            repos.payments.recordInvoicePayment({
              userId,
              status: paid ? 'succeeded' : 'failed',
              amount: paid ? invoice.amount_paid : invoice.amount_due,
              currency: invoice.currency.toUpperCase(),
              description: PAYMENT_DESCRIPTION,
              providerInvoiceId: invoice.id,
              providerPaymentIntentId: intent,
              now: clock.now(),
            }),
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = subscriptionObjectSchema.parse(event.object);
        const userId = await resolveUser(
          repos,
          subscription.metadata.userId,
          subscription.id,
          subscription.customer,
        );
        if (!userId) return undefined;
        const base = { at, customerId: subscription.customer, subscriptionId: subscription.id };
        const fact: SubscriptionFact =
          event.type === 'customer.subscription.deleted'
            ? { ...base, kind: 'deleted' }
            : {
                ...base,
                kind: 'subscription',
                status: toSubscriptionStatus(subscription.status),
                cancelAtPeriodEnd: subscription.cancel_at_period_end,
                periodEnd: readSubscriptionPeriodEnd(subscription),
                priceId: subscription.items.data[0]?.price?.id ?? null,
              };
        return { userId, fact };
      }
      default:
        return undefined;
    }
  }

  return {
    verify,

    /** Verifies, then applies the event once; `duplicate` when its id was already applied. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      const event = verify(rawBody, signature);
      return db.transaction(async (tx) => {
        const repos = {
          payments: createPaymentsRepository(tx),
          subscriptions: createSubscriptionsRepository(tx),
        };
        const now = clock.now();
        if (!(await repos.payments.recordEvent(event.id, event.type, now))) {
          return { received: true, duplicate: true };
        }
        const applied = await readEvent(repos, event);
        if (!applied) return { received: true, duplicate: false };
        const row = await repos.subscriptions.lockForUser(applied.userId);
        const next = applySubscriptionFact(toSubscriptionState(row), applied.fact);
        await repos.subscriptions.saveState(applied.userId, next, now);
        await repos.subscriptions.setUserSubscribed(applied.userId, hasProAccess(next, now), now);
        await applied.afterState?.();
        return { received: true, duplicate: false };
      });
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
