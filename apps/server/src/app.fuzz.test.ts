import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyArbitrary, pathValueArbitrary, queryArbitrary } from './test/fuzz-arbitraries';
import { createSignedInUser, type SignedInUser } from './test/signed-in-user';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Issue 16 §2: every registered operation (the route table, so a new route is fuzzed the day it
 * is added) gets property-based bodies, queries and path ids derived from its zod schemas. No
 * answer may be a 5xx, and the server must still serve a normal request afterwards. The runs are
 * seeded, so a failure prints a reproducible counterexample.
 */
const RUNS = { body: 20, query: 8, path: 8 };
const SEED = 20_261_123;

type Operation = { method: HTTPMethods; url: string; schema: RouteOptions['schema'] };

const skip = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url === '*';

function listOperations(route: RouteOptions): Operation[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ method, url: route.url, schema: route.schema }));
}

function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
}

function fillPathWithUuid(url: string): string {
  return fillPath(url, '00000000-0000-4000-8000-000000000000');
}

describe('fuzzing every operation', () => {
  const operations: Operation[] = [];
  let testApp: TestApp;
  let caller: SignedInUser;
  const serverErrors: string[] = [];
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    testApp = await createTestApp({
      seed: true,
      env: { RATE_LIMIT_MAX: 1_000_000, QUESTION_RATE_LIMIT_PER_MINUTE: 100_000 },
      onRoute: (route) => {
        if (!skip(route.url)) operations.push(...listOperations(route));
      },
    });
    caller = await signInAdmin();
  });
  afterAll(() => testApp.close());

  let admins = 0;
  /** An administrator reaches the validation of every route, admin routes included. */
  function signInAdmin(): Promise<SignedInUser> {
    admins += 1;
    return createSignedInUser(testApp, {
      email: `fuzz-admin-${admins}@example.com`,
      isAdmin: true,
    });
  }

  /** A fuzzed sign-out or account deletion ends the session: start a new one. */
  async function ensureSignedIn(): Promise<void> {
    const probe = await testApp.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: caller.headers,
    });
    if (probe.statusCode === 401 || probe.statusCode === 403) caller = await signInAdmin();
  }

  async function send(
    operation: Operation,
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ) {
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    const response = await testApp.app.inject({
      method: operation.method,
      url,
      headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) {
      serverErrors.push(
        `${operation.method} ${url.slice(0, 200)} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
    return response.statusCode;
  }

  it('walks the whole API', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers no malformed request with a 5xx, signed in or not', async () => {
    for (const operation of operations) {
      for (const signedIn of [true, false]) {
        if (signedIn) await ensureSignedIn();
        const headers = signedIn ? caller.headers : {};
        const base = fillPathWithUuid(operation.url);
        await fc.assert(
          fc.asyncProperty(bodyArbitrary(operation.schema?.body), async (body) => {
            await send(operation, base, body, headers);
          }),
          { numRuns: RUNS.body, seed: SEED },
        );
        await fc.assert(
          fc.asyncProperty(queryArbitrary(operation.schema?.querystring), async (query) => {
            await send(operation, `${base}?${query}`, {}, headers);
          }),
          { numRuns: RUNS.query, seed: SEED },
        );
        if (!operation.url.includes(':')) continue;
        await fc.assert(
          fc.asyncProperty(pathValueArbitrary, async (value) => {
            await send(operation, fillPath(operation.url, value), {}, headers);
          }),
          { numRuns: RUNS.path, seed: SEED },
        );
      }
    }
    expect(serverErrors).toEqual([]);
    // Some fuzzed requests must get past validation, or the services were never reached.
    const accepted = [...statuses].filter(([status]) => status < 300);
    expect(accepted.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(20);
    console.info('fuzz answers by status', Object.fromEntries(statuses));
  }, 600_000);

  it('is still healthy and serves a normal request afterwards', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const flags = await testApp.app.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers: caller.headers,
    });
    // The admin may have been signed out by a fuzzed logout: either answer is a working server.
    expect([200, 401]).toContain(flags.statusCode);
    const prototype = Object.prototype as Record<string, unknown>;
    expect(prototype.polluted).toBeUndefined();
    expect(prototype.isAdmin).toBeUndefined();
  });
});
