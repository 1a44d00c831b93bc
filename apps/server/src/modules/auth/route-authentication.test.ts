import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The API routes anyone may call. Every other route under /api must refuse an anonymous caller
 * with 401 before it looks at the request: a route added without a guard, or with the guard in
 * a hook that runs after validation, fails here.
 */
const PUBLIC_API_ROUTES = [
  'POST /api/users',
  'POST /api/auth/login',
  'POST /api/auth/validate-session',
];
/** The OpenAPI UI and document describe the API; they hold no data. */
const isApiDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Parameters, query and body that fail every schema we have, so a 400 would show. */
const INVALID_QUERY = '?page=-1&limit=abc&q=&lang=xx&status=nope&k=0';
const INVALID_BODY = { unexpected: ['not', 'valid'], lang: 'xx', question: 42 };

type RouteKey = { method: HTTPMethods; url: string };

function listMethods(route: RouteOptions): HTTPMethods[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
}

describe('every API route that needs a session', () => {
  const routes: RouteKey[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_MAX: 10_000 },
      onRoute: (route) => {
        if (!route.url.startsWith('/api/') || isApiDocs(route.url)) return;
        for (const method of listMethods(route)) routes.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => testApp.close());

  it('knows the public routes it exempts', () => {
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    for (const route of PUBLIC_API_ROUTES) expect(registered).toContain(route);
  });

  it('answers an anonymous caller with an invalid request 401, never 400', async () => {
    const guarded = routes.filter(
      ({ method, url }) => !PUBLIC_API_ROUTES.includes(`${method} ${url}`),
    );
    // The walk must really cover the API (users, auth, flags, kb, questionnaire, advices…).
    expect(guarded.length).toBeGreaterThan(25);
    const answers: string[] = [];
    for (const { method, url } of guarded) {
      const response = await testApp.app.inject({
        method,
        url: url.replace(/:[A-Za-z]+/g, 'not-an-id') + INVALID_QUERY,
        ...(method === 'GET' ? {} : { payload: INVALID_BODY }),
      });
      answers.push(`${method} ${url} → ${response.statusCode} ${response.json().error?.code}`);
    }
    const refused = answers.filter((answer) =>
      /→ 401 (NO_ACCESS_TOKEN|FEATURE_FLAGS_SESSION_REQUIRED|METRICS_ADMIN_REQUIRED)$/.test(answer),
    );
    expect(answers.filter((answer) => !refused.includes(answer))).toEqual([]);
  });
});
