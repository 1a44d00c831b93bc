import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema-identity';
import { subscriptions } from '../../db/schema-payments';
import type { SubscriptionState } from './subscription-state';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Queries of the subscriptions table; `db` may be a transaction. */
export function createSubscriptionsRepository(db: Database) {
  return {
    async findByUserId(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /** The user an event belongs to, from the provider's subscription or customer id. */
    async findUserIdByProviderIds(
      subscriptionId: string | null,
      customerId: string | null,
    ): Promise<string | undefined> {
      const conditions = [
        ...(subscriptionId ? [eq(subscriptions.providerSubscriptionId, subscriptionId)] : []),
        ...(customerId ? [eq(subscriptions.providerCustomerId, customerId)] : []),
      ];
      if (conditions.length === 0) return undefined;
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(or(...conditions))
        .limit(1);
      return row?.userId;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** Creates the user's row if missing, then locks it for the rest of the transaction. */
    async lockForUser(userId: string): Promise<SubscriptionRow> {
      await db.insert(subscriptions).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      if (!row) throw new Error('subscription row vanished inside its transaction');
      return row;
    },

    async saveState(userId: string, state: SubscriptionState, now: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ ...state, updatedAt: now })
        .where(eq(subscriptions.userId, userId));
    },

    /** users.is_subscribed mirrors the plan for the profile and the back office. */
    async setUserSubscribed(userId: string, subscribed: boolean, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ isSubscribed: subscribed, updatedAt: now })
        .where(and(eq(users.id, userId), sql`${users.isSubscribed} <> ${subscribed}`));
    },

    async listPage(
      offset: number,
      limit: number,
    ): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const paid = sql`${subscriptions.providerSubscriptionId} is not null`;
      const rows = await db
        .select()
        .from(subscriptions)
        .where(paid)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(subscriptions).where(paid);
      return { rows, total: total?.value ?? 0 };
    },

    async countWithProAccess(now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.plan, 'pro'),
            inArray(subscriptions.status, ['active', 'past_due']),
            or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
          ),
        );
      return row?.value ?? 0;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
