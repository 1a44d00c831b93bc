import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema-identity';
import { askQuestion, createChatTestApp, createConversation } from '../test/chat-requests';
import { createSignedInUser, type SignedInUser } from '../test/signed-in-user';
import type { TestApp } from '../test/test-app';

// Issue 18, round 7: `/?chatId=…` carries the conversation for the person the document cookie
// names, and only then; anything else is the build's index.html as it is.
const REACT_LINK = '<link rel="modulepreload" crossorigin href="/assets/react-1.js">';
const INDEX_HTML = `<!doctype html><html><head>${REACT_LINK}</head><body><div id="root"></div></body></html>`;
// Round 9: the build's list of the answer renderer's chunks (apps/web/build-tools).
const ANSWER_PRELOADS = ['assets/markdown-answer-1.js', 'assets/react-1.js'];
const RENDERER_LINK = '<link rel="modulepreload" crossorigin href="/assets/markdown-answer-1.js">';
const BLOCK = /<script type="application\/json" id="lexlogis-first-screen">(.*?)<\/script>/s;

describe('the app document with a first screen', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'lexlogis-web-dist-'));
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let chatId: string;

  const documentCookieOf = async (user: SignedInUser) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/document-cookie',
      headers: user.headers,
    });
    return String(response.headers['set-cookie']).split(';')[0]!;
  };
  const openDocument = (url: string, cookie?: string) =>
    testApp.app.inject({
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
  const readBlock = (body: string) => {
    const json = BLOCK.exec(body)?.[1];
    return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
  };

  beforeAll(async () => {
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, '.vite', 'answer-preload.json'), JSON.stringify(ANSWER_PRELOADS));
    testApp = await createChatTestApp({ env: { WEB_DIST_DIR: distDir } });
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
    bob = await createSignedInUser(testApp, { email: 'bob@example.com' });
    chatId = (await createConversation(testApp, alice)).id;
    await askQuestion(testApp, alice, chatId);
    // Text that would close the script element if it were not escaped.
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/advices/${chatId}/title`,
      headers: alice.headers,
      payload: { title: '</script><script>alert(1)</script> $& bail' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("carries exactly the API's answers for the owner, never cached", async () => {
    const cookie = await documentCookieOf(alice);
    const response = await openDocument(`/?chatId=${chatId}`, `theme=dark; ${cookie}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    // The answer's renderer is linked once, after the document's own preloads (round 9).
    expect(
      response.body.startsWith(
        `<!doctype html><html><head>${REACT_LINK}${RENDERER_LINK}</head><body><div id="root"></div>`,
      ),
    ).toBe(true);
    expect(response.body.endsWith('</script></body></html>')).toBe(true);
    expect(response.body).not.toContain('</script><script>alert');
    const conversation = await testApp.app.inject({
      url: `/api/advices/${chatId}`,
      headers: alice.headers,
    });
    const account = await testApp.app.inject({ url: '/api/users', headers: alice.headers });
    expect(readBlock(response.body)).toEqual({
      chatId,
      conversation: conversation.json(),
      account: account.json().user,
    });
  });

  it('is compressed as the browser accepts, brotli first', async () => {
    const cookie = await documentCookieOf(alice);
    const plain = await openDocument(`/?chatId=${chatId}`, cookie);
    const send = (encoding: string) =>
      testApp.app.inject({
        url: `/?chatId=${chatId}`,
        headers: { accept: 'text/html', cookie, 'accept-encoding': encoding },
      });
    const br = await send('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gzip = await send('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await send('identity')).headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['no cookie', () => Promise.resolve(undefined)],
    ['a forged cookie', () => Promise.resolve('lexlogis.document=eyJhbGciOiJub25lIn0.e30.')],
    [
      'an access token as the cookie',
      () => Promise.resolve(`lexlogis.document=${alice.tokens.accessToken}`),
    ],
    ["another user's cookie", () => documentCookieOf(bob)],
  ])('is the plain index.html with %s', async (_case, makeCookie) => {
    const response = await openDocument(`/?chatId=${chatId}`, await makeCookie());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is the plain index.html for another path, a bad or unknown chatId', async () => {
    const cookie = await documentCookieOf(alice);
    for (const url of [
      '/',
      '/dashboard/profile?chatId=' + chatId,
      '/?chatId=',
      '/?chatId=unknown-id',
    ]) {
      const response = await openDocument(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('is the plain index.html once the cookie has expired', async () => {
    const cookie = await documentCookieOf(alice);
    expect(readBlock((await openDocument(`/?chatId=${chatId}`, cookie)).body)).not.toBeNull();
    testApp.clock.advance(2 * 3600);
    const response = await openDocument(`/?chatId=${chatId}`, cookie);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('is the plain index.html after sign-out or suspension', async () => {
    const carol = await createSignedInUser(testApp, { email: 'carol@example.com' });
    const carolChat = (await createConversation(testApp, carol)).id;
    const carolCookie = await documentCookieOf(carol);
    expect(
      readBlock((await openDocument(`/?chatId=${carolChat}`, carolCookie)).body),
    ).not.toBeNull();
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: carol.headers });
    expect((await openDocument(`/?chatId=${carolChat}`, carolCookie)).body).toBe(INDEX_HTML);

    const dave = await createSignedInUser(testApp, { email: 'dave@example.com' });
    const daveChat = (await createConversation(testApp, dave)).id;
    const daveCookie = await documentCookieOf(dave);
    expect(readBlock((await openDocument(`/?chatId=${daveChat}`, daveCookie)).body)).not.toBeNull();
    await testApp.database.db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(eq(users.id, dave.user.id));
    expect((await openDocument(`/?chatId=${daveChat}`, daveCookie)).body).toBe(INDEX_HTML);
  });
});
