import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const AUTH_HTML = '<!doctype html><html><body><div id="root"></div><!-- sign-in --></body></html>';
const APP_JS = 'console.log("app");';
const APP_JS_BR = brotliCompressSync(APP_JS);

describe('built web app', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'lexlogis-web-dist-'));
  let testApp: TestApp;
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), APP_JS);
    // What the build's precompress step writes beside each file.
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js.br'), APP_JS_BR);
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(distDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    writeFileSync(join(distDir, 'auth.html'), AUTH_HTML);
    writeFileSync(join(distDir, 'auth.html.br'), brotliCompressSync(AUTH_HTML));
    writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/marketplace/profile', '/auth/other', '/ai-tools/caselaw/search?q=bail'])(
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

  it('sends the precompressed brotli copy of an asset, still immutable', async () => {
    const response = await testApp.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The file from the build, as it is: compressing on the fly would stream without a length.
    expect(response.headers['content-length']).toBe(String(APP_JS_BR.length));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const response = await testApp.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it.each(['/auth/login', '/auth/register/', '/auth/error?code=ExpiredCodeException'])(
    'serves the sign-in document without caching for %s',
    async (url) => {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(AUTH_HTML);
    },
  );

  it('serves the sign-in pages from the app when the build has no sign-in document', async () => {
    const olderDist = mkdtempSync(join(tmpdir(), 'lexlogis-web-dist-'));
    writeFileSync(join(olderDist, 'index.html'), INDEX_HTML);
    const olderApp = await createTestApp({
      database: testApp.database,
      env: { WEB_DIST_DIR: olderDist },
    });
    try {
      const response = await olderApp.app.inject({
        url: '/auth/login',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      await olderApp.close();
      rmSync(olderDist, { recursive: true, force: true });
    }
  });

  it('sends index.html compressed for a client route, never cached', async () => {
    const response = await testApp.app.inject({
      url: '/marketplace/profile',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
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
