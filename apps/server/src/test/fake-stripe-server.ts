import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: Stripe's REST API on a loopback port, for the few calls we make (Checkout
 * Sessions, the Customer Portal, subscription updates, invoice payments and refunds). The SDK is
 * pointed at it with host, port and protocol, so tests run our code and the SDK's HTTP client.
 * Requests are form-encoded like Stripe's; an Idempotency-Key replays the first answer.
 */

export type FakeStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};

export type FakeStripeServer = {
  /** e.g. http://127.0.0.1:PORT (STRIPE_API_BASE). */
  url: string;
  address: { host: string; port: number; protocol: 'http' };
  requests: FakeStripeRequest[];
  /** The payment intent the invoice payments list answers for any invoice. */
  paymentIntentId: string;
  /** Answer every call with this Stripe error status. */
  failWith: number | undefined;
  close(): Promise<void>;
};

function stripeError(status: number) {
  return { error: { type: 'api_error', message: `Fake Stripe error ${status}` } };
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  let counter = 0;
  const idempotent = new Map<string, unknown>();
  const state: FakeStripeServer = {
    url: '',
    address: { host: '127.0.0.1', port: 0, protocol: 'http' },
    requests: [],
    paymentIntentId: 'pi_fake_1',
    failWith: undefined,
    close: async () => {},
  };

  function answer(method: string, path: string, form: URLSearchParams): [number, unknown] {
    counter += 1;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake_${counter}`;
      return [200, {
        id, object: 'checkout.session', mode: form.get('mode'), url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'), status: 'open',
      }]; // prettier-ignore
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: `bps_fake_${counter}`, object: 'billing_portal.session', customer: form.get('customer'), url: `https://billing.stripe.test/p/session/${counter}` }]; // prettier-ignore
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && subscription) {
      return [200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: form.get('cancel_at_period_end') === 'true' }]; // prettier-ignore
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      return [200, {
        object: 'list', url: '/v1/invoice_payments', has_more: false,
        data: [{ id: `inpay_fake_${counter}`, object: 'invoice_payment', invoice: form.get('invoice'),
          payment: { type: 'payment_intent', payment_intent: state.paymentIntentId } }],
      }]; // prettier-ignore
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return [200, { id: `re_fake_${counter}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent'), status: 'succeeded' }]; // prettier-ignore
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `No fake for ${method} ${path}` } },
    ];
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const method = request.method ?? 'GET';
      state.requests.push({ method, path: url.pathname, headers: request.headers, form });
      const key = request.headers['idempotency-key'];
      const remembered = typeof key === 'string' ? idempotent.get(key) : undefined;
      const [status, payload] =
        state.failWith !== undefined
          ? [state.failWith, stripeError(state.failWith)]
          : remembered !== undefined
            ? [200, remembered]
            : answer(method, url.pathname, form);
      if (typeof key === 'string' && status === 200) idempotent.set(key, payload);
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.address = { host: '127.0.0.1', port, protocol: 'http' };
  state.url = `http://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
