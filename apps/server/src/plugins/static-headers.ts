import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Our options hold no per-request
 * value (no nonce), so every response gets the same headers.
 */
export function computeHelmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * Helmet's headers on every response (errors and 404s too). @fastify/helmet rebuilt the whole
 * helmet middleware, re-parsing the CSP, on each request: a twentieth of the server's CPU on a
 * cached session check (issue 16 part 7).
 */
export function registerStaticHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
): void {
  const headers = computeHelmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet did: a route's own reply.header (Swagger UI's CSP) wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
