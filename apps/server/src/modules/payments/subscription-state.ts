import type { SubscriptionPlan, SubscriptionStatus } from '@lexlogis/contracts';

/**
 * How a verified provider event changes a user's plan, as a pure function: the webhook service
 * reads the row under a lock, calls this, and writes the result in the same transaction.
 */

export type SubscriptionState = {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  priceId: string | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** `created` of the newest event applied; null before the first one. */
  stateAt: Date | null;
};

type FactBase = { at: Date; customerId: string | null; subscriptionId: string | null };
export type SubscriptionFact =
  | (FactBase & { kind: 'checkout'; priceId: string | null; paid: boolean })
  | (FactBase & { kind: 'invoice_paid'; periodEnd: Date | null })
  | (FactBase & { kind: 'invoice_failed' })
  | (FactBase & {
      kind: 'subscription';
      status: SubscriptionStatus;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
      priceId: string | null;
    })
  | (FactBase & { kind: 'deleted' });

export const EMPTY_SUBSCRIPTION: SubscriptionState = {
  plan: 'free',
  status: 'incomplete',
  priceId: null,
  providerCustomerId: null,
  providerSubscriptionId: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stateAt: null,
};

function later(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** Pro access: a paid, not ended period. A failed renewal keeps Pro until the paid period ends. */
export function hasProAccess(state: SubscriptionState, now: Date): boolean {
  if (state.plan !== 'pro') return false;
  if (state.status !== 'active' && state.status !== 'past_due') return false;
  return state.currentPeriodEnd === null || state.currentPeriodEnd.getTime() > now.getTime();
}

/** Whether the fact belongs to the stored subscription (or may replace it). */
function concernsStored(state: SubscriptionState, fact: SubscriptionFact): boolean {
  const stored = state.providerSubscriptionId;
  if (stored === null || fact.subscriptionId === null || fact.subscriptionId === stored) {
    // A canceled subscription is final at Stripe: its late events change nothing.
    return !(fact.subscriptionId === stored && stored !== null && state.status === 'canceled');
  }
  // Another subscription: a new purchase replaces one that ended; late events of an old one do not.
  return fact.kind === 'checkout' || state.status === 'canceled' || state.status === 'incomplete';
}

export function applySubscriptionFact(
  state: SubscriptionState,
  fact: SubscriptionFact,
): SubscriptionState {
  if (!concernsStored(state, fact)) return state;
  const replaces =
    fact.subscriptionId !== null && fact.subscriptionId !== state.providerSubscriptionId;
  const base: SubscriptionState = {
    ...state,
    providerSubscriptionId: fact.subscriptionId ?? state.providerSubscriptionId,
    providerCustomerId: fact.customerId ?? state.providerCustomerId,
    currentPeriodEnd:
      replaces && state.providerSubscriptionId !== null ? null : state.currentPeriodEnd,
  };
  // Stripe does not order deliveries: an event older than the state applied only fills gaps.
  const newer = replaces || state.stateAt === null || fact.at.getTime() >= state.stateAt.getTime();
  const stateAt = later(state.stateAt, fact.at);

  switch (fact.kind) {
    case 'checkout': {
      const withPrice = { ...base, priceId: fact.priceId ?? base.priceId };
      if (!newer) return withPrice;
      return fact.paid
        ? { ...withPrice, plan: 'pro', status: 'active', cancelAtPeriodEnd: false, stateAt }
        : { ...withPrice, status: 'incomplete', stateAt };
    }
    case 'invoice_paid': {
      const extended = { ...base, currentPeriodEnd: later(base.currentPeriodEnd, fact.periodEnd) };
      return newer ? { ...extended, plan: 'pro', status: 'active', stateAt } : extended;
    }
    case 'invoice_failed':
      return newer ? { ...base, status: 'past_due', stateAt } : base;
    case 'subscription': {
      if (!newer) return base;
      const plan =
        fact.status === 'active' || fact.status === 'past_due'
          ? 'pro'
          : fact.status === 'canceled'
            ? 'free'
            : base.plan;
      return {
        ...base,
        plan,
        status: fact.status,
        cancelAtPeriodEnd: fact.cancelAtPeriodEnd,
        currentPeriodEnd: later(base.currentPeriodEnd, fact.periodEnd),
        priceId: fact.priceId ?? base.priceId,
        stateAt,
      };
    }
    case 'deleted':
      // Final whatever its timestamp: a deleted subscription never comes back.
      return { ...base, plan: 'free', status: 'canceled', cancelAtPeriodEnd: false, stateAt };
  }
}
