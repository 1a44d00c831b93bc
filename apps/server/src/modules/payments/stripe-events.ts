import { z } from 'zod';

/**
 * The few fields we read from Stripe's event objects (API version of the installed SDK: the
 * invoice's subscription is under `parent.subscription_details`, a subscription's period end under
 * its items). Parsed with zod so a changed shape fails loudly instead of granting Pro by accident.
 */

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const idOrObject = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

export const checkoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOrObject,
  subscription: idOrObject,
  payment_status: z.string(),
  metadata: metadataSchema,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

export const invoiceObjectSchema = z.object({
  id: z.string(),
  customer: idOrObject,
  amount_paid: z.number().int().nonnegative(),
  amount_due: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-zA-Z]{3}$/),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ end: z.number().int() }).loose() }).loose()),
  }),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: idOrObject, metadata: metadataSchema })
        .loose()
        .nullish(),
    })
    .loose()
    .nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({ payment: z.object({ payment_intent: idOrObject }).loose() }).loose(),
      ),
    })
    .loose()
    .nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const subscriptionObjectSchema = z.object({
  id: z.string(),
  customer: idOrObject,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata: metadataSchema,
  items: z.object({
    data: z.array(
      z
        .object({
          current_period_end: z.number().int().nullish(),
          price: z.object({ id: z.string() }).loose().nullish(),
        })
        .loose(),
    ),
  }),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

/** The verified event envelope: id, type, created (seconds) and the object. */
export type VerifiedEvent = { id: string; type: string; created: number; object: unknown };

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** Stripe's subscription statuses folded into ours. */
export function toSubscriptionStatus(
  status: string,
): 'active' | 'past_due' | 'canceled' | 'incomplete' {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'incomplete';
}

export function readInvoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return invoice.parent?.subscription_details?.subscription ?? null;
}

export function readInvoicePeriodEnd(invoice: InvoiceObject): Date | null {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

export function readSubscriptionPeriodEnd(subscription: SubscriptionObject): Date | null {
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}
