import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const ALLOWED_ORIGIN = 'https://app.lexlogis.test';

/** The sources of one CSP directive, e.g. "'self' data:" for img-src. */
function readDirective(csp: string, name: string): string | undefined {
  const directive = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive?.slice(name.length + 1);
}

describe('security headers and CORS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { CORS_ORIGINS: [ALLOWED_ORIGIN] } });
  });
  afterAll(() => testApp.close());

  it.each(['/healthz', '/api/feature-flags', '/api/users/me', '/api/no-such-route'])(
    'sets helmet headers and the SPA CSP on %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(readDirective(csp, 'img-src')).toBe("'self' data: https://*.googleusercontent.com");
      expect(csp).toContain("connect-src 'self'");
    },
  );

  it('allows a configured origin with credentials', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/feature-flags',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');

    const get = await testApp.app.inject({
      url: '/api/feature-flags',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(get.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('does not allow any other origin', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/feature-flags',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await testApp.app.inject({
      url: '/api/feature-flags',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a bare OPTIONS request without a plain-text error', async () => {
    const response = await testApp.app.inject({ method: 'OPTIONS', url: '/api/feature-flags' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and a Swagger UI that its own CSP lets render', async () => {
    const json = await testApp.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.info.title).toBe('LexLogis API');
    expect(document.paths['/api/feature-flags']).toBeDefined();
    expect(document.paths['/healthz']).toBeDefined();

    const page = await testApp.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(readDirective(csp, 'img-src')).toBe("'self' data:");
    // The SPA keeps its stricter policy.
    const spaCsp = (await testApp.app.inject({ url: '/healthz' })).headers[
      'content-security-policy'
    ];
    expect(spaCsp).toContain("frame-ancestors 'none'");
  });
});
