import Stripe from 'stripe';
import { ms, summarize } from './kb/measure';
import { startTsServer } from './support/processes';
import { appendResults } from './support/results';

/**
 * `npm run bench -- payments`: POST /api/payments/webhook with events signed like Stripe's
 * (generateTestHeaderString), against the real server on PGlite: each new event is verified and
 * applied in its own transaction (event id, subscription row under a lock, payment row).
 * Sequential requests give the latency; a concurrent pass gives events per second.
 */

const EVENTS = Number(process.env.BENCH_PAYMENTS_EVENTS ?? 400);
const CONCURRENCY = 8;
const SECRET = 'whsec_bench_secret';
const DEMO_PASSWORD = 'demo-password-2026';
const stripe = new Stripe('sk_test_bench_makes_no_calls');

async function findDemoUserId(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/idp/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tenant@demo.local', password: DEMO_PASSWORD }),
  });
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const me = await fetch(`${baseUrl}/api/users`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/** Invoices paid, subscription updates and replays of earlier ids, in a fixed rotation. */
function buildEvent(index: number, userId: string, prefix: string): string {
  const created = Math.floor(Date.now() / 1000);
  const kind = index % 4;
  const id = kind === 3 ? `evt_${prefix}_${index - 3}` : `evt_${prefix}_${index}`;
  const object =
    kind === 1
      ? {
          id: 'sub_bench', object: 'subscription', customer: 'cus_bench', status: 'active',
          cancel_at_period_end: false, metadata: { userId },
          items: { data: [{ current_period_end: created + 30 * 86_400, price: { id: 'price_local_pro' } }] },
        }
      : {
          id: `in_${prefix}_${index}`, object: 'invoice', customer: 'cus_bench', amount_paid: 999,
          amount_due: 999, currency: 'usd', lines: { data: [{ period: { end: created + 30 * 86_400 } }] },
          parent: { subscription_details: { subscription: 'sub_bench', metadata: { userId } } },
        }; // prettier-ignore
  const type = kind === 1 ? 'customer.subscription.updated' : 'invoice.paid';
  return JSON.stringify({ id, object: 'event', type, created, data: { object } });
}

export async function runPaymentsBenchmark(): Promise<void> {
  const app = await startTsServer('apps/server/src/main.ts', '/healthz', {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000000',
    PAYMENTS_PROVIDER: 'local',
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
  try {
    const userId = await findDemoUserId(app.baseUrl);
    const post = async (payload: string) => {
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (let index = 0; index < 20; index += 1) await post(buildEvent(index, userId, 'warm'));

    const sequential: number[] = [];
    for (let index = 0; index < EVENTS; index += 1) {
      sequential.push(await post(buildEvent(index, userId, 'seq')));
    }
    const latency = summarize(sequential);

    const concurrent: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < EVENTS) {
          const index = next;
          next += 1;
          concurrent.push(await post(buildEvent(index, userId, 'par')));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const parallel = summarize(concurrent);
    appendResults('payments', [
      `Embedded PGlite, server in its own process, webhooks signed with Stripe's scheme over HTTP; ${EVENTS} events per pass (invoice.paid, customer.subscription.updated, and one replayed id in four), all for one user (the worst case: every event waits for the same subscription row lock).`,
      '',
      '| pass | events/s | p50 | p95 | max |',
      '|---|---:|---:|---:|---:|',
      `| sequential | ${(EVENTS / (sequential.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)} | ${ms(latency.p50)} ms | ${ms(latency.p95)} ms | ${ms(latency.max)} ms |`,
      `| ${CONCURRENCY} concurrent | ${(EVENTS / seconds).toFixed(0)} | ${ms(parallel.p50)} ms | ${ms(parallel.p95)} ms | ${ms(parallel.max)} ms |`,
    ]);
  } finally {
    await app.stop();
  }
}
