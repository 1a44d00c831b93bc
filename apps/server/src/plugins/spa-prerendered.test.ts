import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The build's prerendered sign-in documents (issue 18, round 5): one per page, language and
// Google configuration. The body says which one was sent.
const PAGES = ['login', 'register', 'error'];
const documentFor = (name: string) => `<!doctype html><html><body>${name}</body></html>`;
const AUTH_HTML = documentFor('auth.html');

function writeBuild(distDir: string): void {
  mkdirSync(join(distDir, 'auth-pages'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), documentFor('index.html'));
  writeFileSync(join(distDir, 'auth.html'), AUTH_HTML);
  for (const page of PAGES) {
    for (const name of ['en', 'fr', 'en.google', 'fr.google'].map((v) => `${page}.${v}.html`)) {
      writeFileSync(join(distDir, 'auth-pages', name), documentFor(name));
      writeFileSync(
        join(distDir, 'auth-pages', `${name}.br`),
        brotliCompressSync(documentFor(name)),
      );
    }
  }
}

describe('prerendered sign-in documents', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'lexlogis-web-dist-'));
  let testApp: TestApp;
  beforeAll(async () => {
    writeBuild(distDir);
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it.each([
    ['the saved choice (cookie)', { cookie: 'theme=dark; lexlogis.language=fr' }, 'fr'],
    [
      'the cookie over the browser',
      { cookie: 'lexlogis.language=en', 'accept-language': 'fr-CA,fr;q=0.9' },
      'en',
    ],
    ['the browser: fr-CA', { 'accept-language': 'fr-CA,en;q=0.8' }, 'fr'],
    ['the browser: fr', { 'accept-language': 'fr' }, 'fr'],
    ['the browser’s highest weight', { 'accept-language': 'en;q=0.4, fr;q=0.9' }, 'fr'],
    ['the browser’s first choice, English', { 'accept-language': 'en-US,fr;q=0.9' }, 'en'],
    ['a language we do not have', { 'accept-language': 'de-DE' }, 'en'],
    ['an unknown cookie value', { cookie: 'lexlogis.language=de', 'accept-language': 'fr' }, 'fr'],
    ['nothing: English', {}, 'en'],
  ])('picks the language from %s', async (_case, headers, language) => {
    const response = await get('/auth/login', headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(documentFor(`login.${language}.html`));
  });

  it('serves each sign-in page, never cached, varying on the cookie and the language', async () => {
    for (const page of PAGES) {
      const response = await get(`/auth/${page}`, { 'accept-language': 'fr' });
      expect(response.body).toBe(documentFor(`${page}.fr.html`));
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const vary = String(response.headers.vary).toLowerCase();
      expect(vary).toContain('cookie');
      expect(vary).toContain('accept-language');
    }
  });

  it('sends the brotli copy with both varies', async () => {
    const response = await get('/auth/register/', {
      'accept-encoding': 'br',
      cookie: 'lexlogis.language=fr',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      documentFor('register.fr.html'),
    );
  });

  it.each(['/auth/login?step=forgot', '/auth/login?redirect=%2Fprofile', '/auth/error?code=x'])(
    'sends %s, whose query the build could not know, the plain sign-in document',
    async (url) => {
      const response = await get(url, { cookie: 'lexlogis.language=fr' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(AUTH_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('leaves other paths to the app', async () => {
    const response = await get('/auth/other', { cookie: 'lexlogis.language=fr' });
    expect(response.body).toBe(documentFor('index.html'));
  });

  it('sends the documents with the Google button when this server has Google sign-in', async () => {
    const withGoogle = await createTestApp({
      database: testApp.database,
      env: {
        WEB_DIST_DIR: distDir,
        GOOGLE: {
          clientId: 'client-id',
          clientSecret: 'client-secret',
          issuer: 'https://accounts.example.test',
        },
      },
    });
    try {
      const response = await withGoogle.app.inject({
        url: '/auth/login',
        headers: { accept: 'text/html', 'accept-language': 'fr-CA' },
      });
      expect(response.body).toBe(documentFor('login.fr.google.html'));
    } finally {
      await withGoogle.close();
    }
  });
});
