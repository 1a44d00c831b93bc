import { ADVICE_FALLBACK_ERROR_TEXT, type AdviceStreamEvent } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advices } from '../../db/schema-chat';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  openAiModelEnv,
  streamAnswer,
  streamRequest,
  waitForAdvice,
} from '../../test/chat-requests';
import { startFakeModelServer, type FakeModelServerOptions } from '../../test/fake-model-server';
import { createSignedInUser } from '../../test/signed-in-user';
import { createTestDatabase } from '../../test/test-database';

/**
 * Issue 16 §4: the model server fails in the ways real ones do (an error status, a hang past the
 * timeout, a stream cut mid-answer). Each time the user gets the spec's apology, the advice is
 * stored as `error` (never left `streaming`), and Try Again answers once the model is back.
 */
describe('model server faults', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const GOOD_CHUNKS = ['## Summary\n\nUnder art. 1904 C.c.Q. ', 'a deposit cannot be required.'];

  async function setUp(options: FakeModelServerOptions) {
    const server = await startFakeModelServer(options);
    cleanups.push(server.close);
    const testApp = await createChatTestApp({
      env: { MODEL: { ...openAiModelEnv(server.baseUrl).MODEL, timeoutMs: 400 } },
    });
    cleanups.push(testApp.close);
    const user = await createSignedInUser(testApp, { email: 'faults@example.com' });
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    return { testApp, user, conversation, advice };
  }

  const cases: Array<[string, FakeModelServerOptions]> = [
    ['answers 503', { format: 'openai', chunks: GOOD_CHUNKS, failWith: 503 }],
    [
      'hangs after its first chunk past the timeout',
      { format: 'openai', chunks: GOOD_CHUNKS, hangAfterFirstChunk: true },
    ],
    [
      'cuts the stream after its first chunk',
      { format: 'openai', chunks: GOOD_CHUNKS, cutAfterFirstChunk: true },
    ],
  ];

  it.each(cases)(
    'when the model server %s: apology, stored as error, Try Again works',
    async (_, options) => {
      const { testApp, user, conversation, advice } = await setUp(options);
      const started = Date.now();
      const failed = await streamAnswer(testApp, user, conversation.id, advice);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(failed.events.at(-1)).toMatchObject({
        type: 'error',
        message: ADVICE_FALLBACK_ERROR_TEXT,
      });
      const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
      expect(stored).toMatchObject({ status: 'error', advice: ADVICE_FALLBACK_ERROR_TEXT });

      // The model server recovers; the same advice is asked again.
      delete options.failWith;
      delete options.hangAfterFirstChunk;
      delete options.cutAfterFirstChunk;
      const retried = await streamAnswer(testApp, user, conversation.id, advice);
      const done = retried.events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
      expect(done.type).toBe('done');
      expect(done.advice.advice).toContain('a deposit cannot be required');
      const after = (await getConversation(testApp, user, conversation.id)).advices[0]!;
      expect(after.status).toBe('ready');
    },
  );

  it('a server closing mid-answer (SIGTERM) stores the answer as aborted, never streaming', async () => {
    // The model hangs after its first chunk and the timeout is far away: only shutdown ends it.
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: GOOD_CHUNKS,
      hangAfterFirstChunk: true,
    });
    cleanups.push(server.close);
    const database = await createTestDatabase();
    cleanups.push(database.dispose);
    const testApp = await createChatTestApp({ database, env: openAiModelEnv(server.baseUrl) });
    const user = await createSignedInUser(testApp, { email: 'shutdown@example.com' });
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    // Over a real connection: Fastify's close waits for in-flight HTTP requests (inject has none).
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = fetch(`${baseUrl}/api/advice/lambda`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(streamRequest(conversation.id, advice)),
    }).then((response) => response.text());
    await waitForAdvice(testApp, user, conversation.id, advice.id, (a) => a.status === 'streaming');

    // What the SIGTERM handler in main.ts does, within its 10 s limit.
    const closing = Date.now();
    await testApp.app.close();
    expect(Date.now() - closing).toBeLessThan(9_000);
    expect(await stream.catch(() => '')).toContain('"status":"aborted"');
    const [row] = await database.db
      .select({ status: advices.status })
      .from(advices)
      .where(eq(advices.id, advice.id));
    expect(row?.status).toBe('aborted');
  }, 60_000);
});
