import { describe, expect, it } from 'vitest';
import {
  applySubscriptionFact,
  EMPTY_SUBSCRIPTION,
  hasProAccess,
  type SubscriptionFact,
  type SubscriptionState,
} from './subscription-state';

const at = (seconds: number) => new Date(seconds * 1000);
const ids = { customerId: 'cus_1', subscriptionId: 'sub_1' };
const paid = (seconds: number, periodEnd: number): SubscriptionFact => ({
  kind: 'invoice_paid', at: at(seconds), periodEnd: at(periodEnd), ...ids,
}); // prettier-ignore
const apply = (facts: SubscriptionFact[], start: SubscriptionState = EMPTY_SUBSCRIPTION) =>
  facts.reduce(applySubscriptionFact, start);

describe('applySubscriptionFact', () => {
  it('never extends a period backwards, whatever the order of the invoices', () => {
    const inOrder = apply([paid(100, 1_000), paid(200, 2_000)]);
    const reversed = apply([paid(200, 2_000), paid(100, 1_000)]);
    expect(inOrder.currentPeriodEnd).toEqual(at(2_000));
    expect(reversed).toEqual(inOrder);
  });

  it('lets an older failure not undo a newer payment', () => {
    const failed: SubscriptionFact = { kind: 'invoice_failed', at: at(150), ...ids };
    expect(apply([paid(200, 2_000), failed]).status).toBe('active');
    expect(apply([paid(100, 1_000), failed]).status).toBe('past_due');
  });

  it('ignores late events of an older subscription once a new one is stored', () => {
    const first = apply([paid(100, 1_000)]);
    const replaced = applySubscriptionFact(first, {
      kind: 'checkout', at: at(300), customerId: 'cus_1', subscriptionId: 'sub_2', priceId: 'price_pro', paid: true,
    }); // prettier-ignore
    const late = applySubscriptionFact(replaced, { kind: 'deleted', at: at(400), ...ids });
    expect(late).toEqual(replaced);
    expect(hasProAccess(late, at(500))).toBe(true);
  });

  it('grants Pro only while the paid period runs', () => {
    const state = apply([paid(100, 1_000)]);
    expect(hasProAccess(state, at(999))).toBe(true);
    expect(hasProAccess(state, at(1_000))).toBe(false);
    expect(hasProAccess(EMPTY_SUBSCRIPTION, at(0))).toBe(false);
  });
});
