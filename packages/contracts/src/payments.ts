import { z } from 'zod';
import {
  DATE_RANGE_ORDER_MESSAGE,
  TEXT_LIMITS,
  httpUrlSchema,
  idSchema,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
  isDateRangeOrdered,
} from './primitives';
import { buildPaginationQueryShape, paginated } from './pagination';

/**
 * Money is counted in minor units (cents) as integers: floating-point dollars drift when summed
 * into revenue figures. Currency is an ISO 4217 code.
 */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code');
export const DEFAULT_CURRENCY = 'USD';
export const amountInCentsSchema = z.number().int().nonnegative();
/** Upper bound of a single payment or refund: 1,000,000.00 in cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  userId: idSchema,
  status: paymentStatusSchema,
  amount: amountInCentsSchema,
  currency: currencySchema.default(DEFAULT_CURRENCY),
  /** What was refunded so far (the back office offers at most amount - amountRefunded). */
  amountRefunded: amountInCentsSchema.optional(),
  description: z.string().max(500).nullable().optional(),
  createdAt: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = paginated(paymentSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;

/** Subscription plans: Pro is the only paid product (spec 01 §9); DELETE downgrades to free. */
export const SUBSCRIPTION_PLANS = ['free', 'pro'] as const;
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'incomplete'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  id: idSchema.optional(),
  userId: idSchema,
  plan: subscriptionPlanSchema,
  status: subscriptionStatusSchema,
  priceId: z.string().max(TEXT_LIMITS.shortText).nullable().optional(),
  currentPeriodEnd: isoDateTimeSchema.nullable().optional(),
  /** Pro stays until currentPeriodEnd, then the account goes back to Free. */
  cancelAtPeriodEnd: z.boolean().optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = paginated(subscriptionSchema);
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** Stored payments of one currency: paid, refunded, and net (paid less refunded). */
export const currencyRevenueSchema = z.object({
  currency: currencySchema,
  payments: z.number().int().nonnegative(),
  paid: amountInCentsSchema,
  refunded: amountInCentsSchema,
  totalRevenue: amountInCentsSchema,
  monthlyRevenue: amountInCentsSchema,
});
export type CurrencyRevenue = z.infer<typeof currencyRevenueSchema>;

export const subscriptionRevenueSchema = z.object({
  monthlyRevenue: amountInCentsSchema,
  totalRevenue: amountInCentsSchema,
  activeSubscriptions: z.number().int().nonnegative(),
  currency: currencySchema.default(DEFAULT_CURRENCY),
  /** Every currency with a stored payment (the two figures above are the plan's currency). */
  byCurrency: z.array(currencyRevenueSchema).default([]),
});
export type SubscriptionRevenue = z.infer<typeof subscriptionRevenueSchema>;

const priceIdSchema = z
  .string({ error: 'Price is required' })
  .trim()
  .min(1, 'Price is required')
  .max(TEXT_LIMITS.shortText);

/** POST and PUT /payments/subscription. */
export const subscriptionRequestSchema = z.object({ priceId: priceIdSchema });
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** POST /payments/checkout. */
export const checkoutRequestSchema = z.object({ priceId: priceIdSchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: httpUrlSchema });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /payments/history?page&limit: page 1, limit 10 by default (spec 02 §9). */
export const paymentHistoryQuerySchema = z.object(buildPaginationQueryShape());
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

/** POST /admin/payments/{id}/refund. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number of cents')
    .positive('Amount must be positive')
    .max(MAX_AMOUNT_CENTS, 'Amount is too large'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(1000, 'Reason must be at most 1000 characters'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: idSchema,
  paymentId: idSchema,
  amount: amountInCentsSchema,
  currency: currencySchema.default(DEFAULT_CURRENCY),
  reason: z.string().max(1000),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: isoDateTimeSchema,
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = paginated(refundSchema);
export type RefundList = z.infer<typeof refundListSchema>;

/** GET /admin/payments: search matches payment id or user id (spec 02 §5). */
export const adminPaymentsQuerySchema = z
  .object({
    ...buildPaginationQueryShape(),
    status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
    search: z.string().trim().max(TEXT_LIMITS.shortText).optional(),
    startDate: isoDateOrDateTimeSchema.optional(),
    endDate: isoDateOrDateTimeSchema.optional(),
  })
  .refine((query) => isDateRangeOrdered(query.startDate, query.endDate), {
    message: DATE_RANGE_ORDER_MESSAGE,
    path: ['startDate'],
  });
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** GET /admin/subscriptions: page and limit. */
export const adminSubscriptionsQuerySchema = z.object(buildPaginationQueryShape());
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

// ---- Issue 14: plans, quota, checkout and webhooks ----

/** What a plan may gate; formal-notice generation is Pro-only (docs/decisions.md, issue 14). */
export const PLAN_FEATURES = ['unlimited_questions', 'formal_notice'] as const;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const planSchema = z.object({
  plan: subscriptionPlanSchema,
  /** Null for Free. */
  priceId: z.string().max(TEXT_LIMITS.shortText).nullable(),
  amount: amountInCentsSchema,
  currency: currencySchema,
  interval: z.enum(['month']).nullable(),
  /** Questions per rolling 24 hours; null means no quota. */
  dailyQuestions: z.number().int().positive().nullable(),
  features: z.array(planFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /payments/plans: the plans, and what the caller has used today. */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  current: subscriptionPlanSchema,
  questionsUsedToday: z.number().int().nonnegative(),
  /** 'local' shows the test-mode labels. */
  provider: z.enum(['local', 'stripe']),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /payments/portal: Stripe's Customer Portal (card changes, invoices). */
export const portalResponseSchema = z.object({ url: httpUrlSchema });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** The local test checkout (PAYMENTS_PROVIDER=local only). */
export const testCheckoutParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  priceId: z.string(),
  amount: amountInCentsSchema,
  currency: currencySchema,
  status: z.enum(['open', 'completed', 'canceled']),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;
export const testCheckoutCompleteRequestSchema = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().trim().max(30).optional(),
});
export type TestCheckoutCompleteRequest = z.infer<typeof testCheckoutCompleteRequestSchema>;
/** Where the browser goes next: the app with paymentCompleted=true|false. */
export const testCheckoutCompleteResponseSchema = z.object({ url: z.string() });
export type TestCheckoutCompleteResponse = z.infer<typeof testCheckoutCompleteResponseSchema>;

/** POST /payments/webhook answers this to Stripe (duplicate: the event was already applied). */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
