import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The payments part of the configuration (issue 14). env.ts spreads this shape into its schema,
 * so process.env is still read in one place, while the rules about the two providers live here.
 */
export const PAYMENTS_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentsProvider = (typeof PAYMENTS_PROVIDERS)[number];

export type StripeApiAddress = { host: string; port: number; protocol: 'http' | 'https' };

export type PaymentsSettings = {
  /** `local` is the built-in test checkout (never in production); `stripe` calls Stripe. */
  provider: PaymentsProvider;
  /** Stripe secret key; never logged. Undefined with the local provider. */
  secretKey: string | undefined;
  /** Signs and verifies webhooks (Stripe's scheme with both providers); never logged. */
  webhookSecret: string;
  /** The Stripe price of the Pro plan (a local placeholder id with the local provider). */
  proPriceId: string;
  /** Pro's monthly price in minor units, shown on the pricing card and charged by the local checkout. */
  proPriceAmount: number;
  currency: string;
  /** Questions a Free user may ask in any rolling 24 hours. */
  freeDailyQuestions: number;
  /** Where Checkout sends the browser back to (the web app's origin). */
  appUrl: string;
  /** Another Stripe API address (stripe-mock, the tests' fake server); Stripe's own by default. */
  stripeApi: StripeApiAddress | undefined;
};

export const DEFAULT_FREE_DAILY_QUESTIONS = 5;
export const DEFAULT_PRO_PRICE_AMOUNT = 999;
export const LOCAL_PRO_PRICE_ID = 'price_local_pro';

const positiveInteger = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number between 1 and ${max}` })
    .int({ error: `${name} must be a whole number between 1 and ${max}` })
    .min(1, { error: `${name} must be a whole number between 1 and ${max}` })
    .max(max, { error: `${name} must be a whole number between 1 and ${max}` });

export const paymentsEnvShape = {
  PAYMENTS_PROVIDER: z
    .enum(PAYMENTS_PROVIDERS, { error: 'PAYMENTS_PROVIDER must be one of local, stripe' })
    .default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, { error: 'STRIPE_SECRET_KEY must start with sk_ or rk_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
    .optional(),
  STRIPE_PRICE_PRO: z
    .string()
    .regex(/^price_\S+$/, { error: 'STRIPE_PRICE_PRO must start with price_' })
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http(s) URL' })
    .optional(),
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: 'PAYMENTS_CURRENCY must be a three-letter ISO 4217 code' })
    .default('USD'),
  PRO_PRICE_AMOUNT: positiveInteger('PRO_PRICE_AMOUNT', 100_000_000).default(
    DEFAULT_PRO_PRICE_AMOUNT,
  ),
  FREE_DAILY_QUESTIONS: positiveInteger('FREE_DAILY_QUESTIONS', 100_000).default(
    DEFAULT_FREE_DAILY_QUESTIONS,
  ),
  APP_URL: z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL' }).optional(),
};

type RawPaymentsEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  PAYMENTS_PROVIDER: PaymentsProvider;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_PRO?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  PAYMENTS_CURRENCY: string;
  PRO_PRICE_AMOUNT: number;
  FREE_DAILY_QUESTIONS: number;
  APP_URL?: string | undefined;
};

function parseStripeApi(value: string | undefined): StripeApiAddress | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Throws an 'Invalid configuration' error naming what is missing or not allowed. */
export function readPaymentsSettings(raw: RawPaymentsEnv): PaymentsSettings {
  if (raw.PAYMENTS_PROVIDER === 'local' && raw.NODE_ENV === 'production') {
    // The test checkout grants Pro without money: it must never face real users.
    throw new Error(
      'Invalid configuration: PAYMENTS_PROVIDER=local is not allowed when NODE_ENV is production; use stripe',
    );
  }
  if (raw.PAYMENTS_PROVIDER === 'stripe') {
    const missing = (
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO'] as const
    ).filter((name) => !raw[name]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration: ${missing.join(', ')} required when PAYMENTS_PROVIDER is stripe`,
      );
    }
  }
  return {
    provider: raw.PAYMENTS_PROVIDER,
    secretKey: raw.PAYMENTS_PROVIDER === 'stripe' ? raw.STRIPE_SECRET_KEY : undefined,
    // The local checkout signs its own webhooks: a per-process secret is enough when none is set.
    webhookSecret:
      raw.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('base64url')}`,
    proPriceId: raw.STRIPE_PRICE_PRO ?? LOCAL_PRO_PRICE_ID,
    proPriceAmount: raw.PRO_PRICE_AMOUNT,
    currency: raw.PAYMENTS_CURRENCY.toUpperCase(),
    freeDailyQuestions: raw.FREE_DAILY_QUESTIONS,
    appUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    stripeApi: parseStripeApi(raw.STRIPE_API_BASE),
  };
}
