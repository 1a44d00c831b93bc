import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PAYMENT_STATUSES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '@lexlogis/contracts';
import { timestamptz } from './columns';
import { users } from './schema-identity';

// ---- Issue 14: plans and payments ----

/**
 * A user's plan: one row per user, created by the first verified payment event. `stateAt` is the
 * `created` time of the last provider event applied, so an older event arriving late (Stripe does
 * not order deliveries) never overwrites a newer state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull().default('free'),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    priceId: text('price_id'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stateAt: timestamptz('state_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.providerCustomerId)],
);

/**
 * Money received, one row per provider invoice (the unique invoice id is what makes a replayed or
 * duplicated event unable to record a payment twice). Amounts are minor units with their currency.
 * Deleting an account deletes its payments (issue 15 decides about anonymised keeping).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull(),
    description: text('description'),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('payments_created_idx').on(table.createdAt.desc()),
    check('payments_amount_nonnegative', sql`${table.amount} >= 0`),
    check(
      'payments_refund_within_amount',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amount}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** The administrator who asked for it (null once that account is gone). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_created_idx').on(table.createdAt.desc()),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Every provider event applied, by its id: a replayed delivery finds its id and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Checkout sessions we opened, with either provider; the local test checkout reads its own here. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    priceId: text('price_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);
