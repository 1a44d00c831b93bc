import type { Subscription } from '@lexlogis/contracts';
import { hasProAccess, type SubscriptionState } from './subscription-state';
import type { SubscriptionRow } from './subscriptions.repository';

export function toSubscriptionState(row: SubscriptionRow): SubscriptionState {
  return {
    plan: row.plan,
    status: row.status,
    priceId: row.priceId,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stateAt: row.stateAt,
  };
}

/**
 * What the API shows: the plan the user has now. A Pro period that ended (cancelled, or a failed
 * renewal) shows as Free even before the provider's closing event arrives.
 */
export function toSubscription(
  userId: string,
  row: SubscriptionRow | undefined,
  now: Date,
): Subscription {
  if (!row)
    return {
      userId,
      plan: 'free',
      status: 'active',
      priceId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  const pro = hasProAccess(toSubscriptionState(row), now);
  return {
    id: row.id,
    userId,
    plan: pro ? 'pro' : 'free',
    // Free is 'active'; a paid plan that ended reads 'canceled'.
    status: pro ? row.status : row.providerSubscriptionId === null ? 'active' : 'canceled',
    priceId: pro ? row.priceId : null,
    currentPeriodEnd: pro ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: pro ? row.cancelAtPeriodEnd : false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
