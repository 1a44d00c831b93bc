import {
  buildPaginationMeta,
  getPageOffset,
  type CheckoutResponse,
  type PaginationQuery,
  type PaymentList,
  type PlansResponse,
  type Subscription,
} from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestSession } from '../auth/session';
import type { Entitlements } from './entitlements';
import { PLAN_FEATURES_BY_PLAN } from './entitlements';
import type { PaymentsGateway } from './payments-gateway';
import type { PaymentsSettings } from './payments-settings';
import { toPayment } from './payments.mapper';
import type { PaymentsRepository } from './payments.repository';
import { hasProAccess } from './subscription-state';
import { toSubscription, toSubscriptionState } from './subscriptions.mapper';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export type PaymentsServiceDeps = {
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  gateway: PaymentsGateway;
  entitlements: Entitlements;
  settings: PaymentsSettings;
  clock: Clock;
};

/** The user's side of payments (spec 02 §7): plans, checkout, the subscription and the history. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { payments, subscriptions, gateway, settings, clock } = deps;

  function assertPrice(priceId: string): void {
    if (priceId !== settings.proPriceId) throw new AppError('PRICE_NOT_FOUND');
  }

  /** The user's row when it grants Pro now, with its provider subscription. */
  async function findPaidSubscription(
    userId: string,
  ): Promise<(SubscriptionRow & { providerSubscriptionId: string }) | undefined> {
    const row = await subscriptions.findByUserId(userId);
    if (!row?.providerSubscriptionId) return undefined;
    if (!hasProAccess(toSubscriptionState(row), clock.now())) return undefined;
    return { ...row, providerSubscriptionId: row.providerSubscriptionId };
  }

  /**
   * Cancelling and resuming only ever move the end of Pro: they are written at once (the
   * provider's webhook confirms them later), and `stateAt` moves so an older event cannot undo them.
   */
  async function setCancelAtPeriodEnd(
    row: SubscriptionRow & { providerSubscriptionId: string },
    cancel: boolean,
  ): Promise<Subscription> {
    await gateway.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
    const now = clock.now();
    const state = toSubscriptionState(row);
    const stateAt = state.stateAt && state.stateAt > now ? state.stateAt : now;
    await subscriptions.saveState(
      row.userId,
      { ...state, cancelAtPeriodEnd: cancel, stateAt },
      now,
    );
    return toSubscription(row.userId, await subscriptions.findByUserId(row.userId), now);
  }

  return {
    async listPlans(session: RequestSession): Promise<PlansResponse> {
      const { entitlements } = deps;
      return {
        plans: [
          {
            plan: 'free',
            priceId: null,
            amount: 0,
            currency: settings.currency,
            interval: null,
            dailyQuestions: settings.freeDailyQuestions,
            features: [...PLAN_FEATURES_BY_PLAN.free],
          },
          {
            plan: 'pro',
            priceId: settings.proPriceId,
            amount: settings.proPriceAmount,
            currency: settings.currency,
            interval: 'month',
            dailyQuestions: null,
            features: [...PLAN_FEATURES_BY_PLAN.pro],
          },
        ],
        current: await entitlements.getPlan(session.userId),
        questionsUsedToday: await entitlements.countQuestionsToday(session.userId),
        provider: settings.provider,
      };
    },

    async createCheckout(session: RequestSession, priceId: string): Promise<CheckoutResponse> {
      assertPrice(priceId);
      const current = await findPaidSubscription(session.userId);
      if (current && !current.cancelAtPeriodEnd) throw new AppError('ALREADY_SUBSCRIBED');
      const row = await subscriptions.findByUserId(session.userId);
      const checkout = await gateway.createCheckout({
        userId: session.userId,
        email: session.user.email,
        priceId,
        customerId: row?.providerCustomerId ?? null,
      });
      await payments.insertCheckoutSession({
        id: checkout.id,
        userId: session.userId,
        provider: settings.provider,
        priceId,
        amount: settings.proPriceAmount,
        currency: settings.currency,
        createdAt: clock.now(),
      });
      return { url: checkout.url };
    },

    async createPortal(session: RequestSession): Promise<{ url: string }> {
      const row = await subscriptions.findByUserId(session.userId);
      if (!row?.providerCustomerId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      return { url: await gateway.createPortal(row.providerCustomerId) };
    },

    async getSubscription(session: RequestSession): Promise<Subscription> {
      return toSubscription(
        session.userId,
        await subscriptions.findByUserId(session.userId),
        clock.now(),
      );
    },

    /** POST: resumes a Pro plan set to end; a new Pro plan only starts through checkout. */
    async startSubscription(session: RequestSession, priceId: string): Promise<Subscription> {
      assertPrice(priceId);
      const current = await findPaidSubscription(session.userId);
      if (!current) throw new AppError('CHECKOUT_REQUIRED');
      if (!current.cancelAtPeriodEnd) throw new AppError('ALREADY_SUBSCRIBED');
      return setCancelAtPeriodEnd(current, false);
    },

    /** PUT: Pro has one price today, so a change is checked and is otherwise a no-op. */
    async changeSubscription(session: RequestSession, priceId: string): Promise<Subscription> {
      assertPrice(priceId);
      const current = await findPaidSubscription(session.userId);
      if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      return toSubscription(session.userId, current, clock.now());
    },

    /** DELETE: back to Free at the end of the paid period (no refund of the running month). */
    async cancelSubscription(session: RequestSession): Promise<Subscription> {
      const current = await findPaidSubscription(session.userId);
      if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      if (current.cancelAtPeriodEnd) return toSubscription(session.userId, current, clock.now());
      return setCancelAtPeriodEnd(current, true);
    },

    async listHistory(session: RequestSession, query: PaginationQuery): Promise<PaymentList> {
      const { rows, total } = await payments.listPayments(
        { userId: session.userId },
        getPageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        items: rows.map(toPayment),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
