import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('built web app', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'lexlogis-web-dist-'));
  let testApp: TestApp;
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
    writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/marketplace/profile', '/auth/login', '/ai-tools/caselaw/search?q=bail'])(
    'serves index.html without caching for %s',
    async (url) => {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves a client route to a request without an Accept header', async () => {
    const response = await testApp.app.inject({ url: '/marketplace/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers HEAD for a client route', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/dashboard/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves fingerprinted assets as immutable, outside the rate limit', async () => {
    const response = await testApp.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/api/unknown', '/api', '/idp/unknown', '/dev/unknown', '/healthz/extra'])(
    'answers %s with a JSON 404, never the SPA',
    async (url) => {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it('answers a missing asset with a 404 instead of HTML', async () => {
    const response = await testApp.app.inject({
      url: '/assets/app-old.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a POST to a client route with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/marketplace/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers every unknown path with a JSON 404 when no web app is built', async () => {
    const withoutSpa = await createTestApp({ database: testApp.database });
    try {
      const response = await withoutSpa.app.inject({
        url: '/marketplace/profile',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await withoutSpa.close();
    }
  });
});
