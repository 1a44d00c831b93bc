import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { checkoutSessions, paymentEvents, payments, refunds } from '../../db/schema-payments';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export type NewPayment = {
  userId: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  description: string;
  providerInvoiceId: string;
  providerPaymentIntentId: string | null;
  now: Date;
};

export type PaymentFilter = {
  status?: PaymentStatus;
  search?: string;
  from?: Date;
  to?: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Money that counts as revenue: what was paid, less what was refunded. */
const REVENUE_STATUSES: PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded'];

/** Queries of payments, refunds, provider events and checkout sessions; `db` may be a transaction. */
export function createPaymentsRepository(db: Database) {
  function buildFilter(filter: PaymentFilter): SQL | undefined {
    const search = filter.search?.trim();
    return and(
      filter.status ? eq(payments.status, filter.status) : undefined,
      search && UUID.test(search)
        ? or(eq(payments.id, search), eq(payments.userId, search))
        : search
          ? sql`false`
          : undefined,
      filter.from ? gte(payments.createdAt, filter.from) : undefined,
      filter.to ? lte(payments.createdAt, filter.to) : undefined,
    );
  }

  return {
    /** False when the event id is already stored: the delivery is a replay. */
    async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ id, type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    async countEvents(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(paymentEvents);
      return row?.value ?? 0;
    },

    /**
     * One row per invoice. A paid invoice that had failed before becomes succeeded; anything
     * else already stored stays as it is, so a second delivery never counts money twice.
     */
    async recordInvoicePayment(payment: NewPayment): Promise<void> {
      const { now, ...values } = payment;
      await db
        .insert(payments)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: payments.providerInvoiceId,
          set: {
            status: sql`excluded.status`,
            amount: sql`excluded.amount`,
            providerPaymentIntentId: sql`coalesce(excluded.provider_payment_intent_id, ${payments.providerPaymentIntentId})`,
            updatedAt: now,
          },
          setWhere: and(eq(payments.status, 'failed'), sql`excluded.status = 'succeeded'`),
        });
    },

    async findPayment(id: string): Promise<PaymentRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async listPayments(
      filter: PaymentFilter & { userId?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: PaymentRow[]; total: number }> {
      const where = and(
        buildFilter(filter),
        filter.userId ? eq(payments.userId, filter.userId) : undefined,
      );
      const rows = await db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(payments).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Paid, refunded and net amounts per currency over the payments that count as revenue;
     * `monthStart` bounds the monthly net. Sums come back as text (bigint) on both drivers.
     */
    async sumRevenueByCurrency(
      monthStart: Date,
    ): Promise<
      { currency: string; payments: number; paid: number; refunded: number; monthly: number }[]
    > {
      const rows = await db
        .select({
          currency: payments.currency,
          payments: count(),
          paid: sql<string>`coalesce(sum(${payments.amount}), 0)`,
          refunded: sql<string>`coalesce(sum(${payments.amountRefunded}), 0)`,
          monthly: sql<string>`coalesce(sum(case when ${payments.createdAt} >= ${monthStart.toISOString()}::timestamptz then ${payments.amount} - ${payments.amountRefunded} else 0 end), 0)`,
        })
        .from(payments)
        .where(inArray(payments.status, REVENUE_STATUSES))
        .groupBy(payments.currency)
        .orderBy(payments.currency);
      return rows.map((row) => ({
        currency: row.currency,
        payments: Number(row.payments),
        paid: Number(row.paid),
        refunded: Number(row.refunded),
        monthly: Number(row.monthly),
      }));
    },

    /**
     * Adds a refund to its payment only while the total stays within the amount paid; returns
     * false when a concurrent refund got there first.
     */
    async addRefund(
      refund: Omit<typeof refunds.$inferInsert, 'id'> & { amount: number },
    ): Promise<RefundRow | undefined> {
      const [inserted] = await db
        .insert(refunds)
        .values(refund)
        .onConflictDoNothing({ target: refunds.providerRefundId })
        .returning();
      if (!inserted) return undefined;
      const updated = await db
        .update(payments)
        .set({
          amountRefunded: sql`${payments.amountRefunded} + ${refund.amount}`,
          status: sql`case when ${payments.amountRefunded} + ${refund.amount} >= ${payments.amount} then 'refunded' else 'partially_refunded' end`,
          updatedAt: refund.createdAt ?? new Date(),
        })
        .where(
          and(
            eq(payments.id, refund.paymentId),
            sql`${payments.amountRefunded} + ${refund.amount} <= ${payments.amount}`,
          ),
        )
        .returning({ id: payments.id });
      if (updated.length === 0) throw new Error('refund exceeds the payment');
      return inserted;
    },

    async listRefunds(
      offset: number,
      limit: number,
    ): Promise<{ rows: RefundRow[]; total: number }> {
      const rows = await db
        .select()
        .from(refunds)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(refunds);
      return { rows, total: total?.value ?? 0 };
    },

    async findRefundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },

    async insertCheckoutSession(row: typeof checkoutSessions.$inferInsert): Promise<void> {
      await db.insert(checkoutSessions).values(row);
    },

    async findCheckoutSession(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    /** Moves an open session to its outcome; false when it was no longer open. */
    async closeCheckoutSession(id: string, status: 'completed' | 'canceled'): Promise<boolean> {
      const updated = await db
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return updated.length > 0;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
