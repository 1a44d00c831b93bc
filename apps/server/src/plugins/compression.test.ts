import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_QUESTION,
  askQuestion,
  createChatTestApp,
  createConversation,
  parseEvents,
  streamRequest,
} from '../test/chat-requests';
import { createSignedInUser, type SignedInUser } from '../test/signed-in-user';
import type { TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe('response compression', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    user = await createSignedInUser(testApp, { email: 'compressed@example.com' });
  });
  afterAll(() => testApp.close());

  async function askAndStream(acceptEncoding: string) {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id, DEPOSIT_QUESTION);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/advice/lambda',
      headers: { ...user.headers, 'accept-encoding': acceptEncoding },
      payload: streamRequest(conversation.id, advice),
    });
    return { conversation, response };
  }

  it('sends a stored answer brotli-compressed, with the security headers kept', async () => {
    const { conversation } = await askAndStream('identity');
    const url = `/api/advices/${conversation.id}`;
    const plain = await testApp.app.inject({ url, headers: user.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await testApp.app.inject({
      url,
      headers: { ...user.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const decoded = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await testApp.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('paths');
  });

  it('leaves a body under the threshold alone', async () => {
    const response = await testApp.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the answer stream, so each event leaves as it is written', async () => {
    const { response } = await askAndStream('br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(parseEvents(response.body).at(-1)?.type).toBe('done');
  });

  it('refuses a compressed request body rather than inflating it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/advices',
      headers: { ...user.headers, 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: gzipSync(JSON.stringify({ title: 'Gzipped', description: 'Gzipped' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
