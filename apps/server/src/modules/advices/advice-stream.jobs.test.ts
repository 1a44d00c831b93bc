import type { AddressInfo } from 'node:net';
import { adviceStreamEventSchema, type AdviceStreamEvent } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_CHANNEL } from '../../db/change-feed';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  openAiModelEnv,
  parseEvents,
  startSlowOpenAiServer,
  streamAnswer,
  streamRequest,
  waitForAdvice,
} from '../../test/chat-requests';

const CHUNKS = Array.from({ length: 12 }, (_, index) => `Part ${index + 1} of the answer. `);
const FULL_TEXT = CHUNKS.join('').trim();

/** Answers that take a while (a slow third-party model), so tests can act mid-answer. */
describe('answer jobs: abort and disconnect', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  let model: Awaited<ReturnType<typeof startSlowOpenAiServer>>;

  beforeAll(async () => {
    model = await startSlowOpenAiServer(CHUNKS, 40);
    testApp = await createChatTestApp({ env: openAiModelEnv(model.baseUrl) });
    user = await createSignedInUser(testApp, { email: 'jobs@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  it('a newer question in the same conversation aborts the running answer', async () => {
    const conversation = await createConversation(testApp, user);
    const first = await askQuestion(testApp, user, conversation.id);
    const running = streamAnswer(testApp, user, conversation.id, first);
    await waitForAdvice(testApp, user, conversation.id, first.id, (a) => a.status === 'streaming');

    testApp.clock.advance(1);
    const second = await askQuestion(testApp, user, conversation.id, 'And can they keep it?');
    const { events } = await running;
    const last = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    expect(last).toMatchObject({ type: 'done', advice: { id: first.id, status: 'aborted' } });
    expect(last.advice.advice.length).toBeLessThan(FULL_TEXT.length);

    const stored = await getConversation(testApp, user, conversation.id);
    expect(stored.advices.map((advice) => advice.status)).toEqual(['aborted', 'submitted']);

    const answered = await streamAnswer(testApp, user, conversation.id, second);
    expect(answered.events.at(-1)).toMatchObject({ type: 'done', advice: { status: 'ready' } });
  });

  it('on the embedded database, aborts without telling other instances: none can exist', async (context) => {
    const { database } = testApp;
    if (database.kind !== 'pglite') return context.skip();
    const messages: string[] = [];
    const unlisten = await database.client.listen(JOBS_CHANNEL, (payload) =>
      messages.push(payload),
    );
    try {
      const conversation = await createConversation(testApp, user);
      const first = await askQuestion(testApp, user, conversation.id);
      const running = streamAnswer(testApp, user, conversation.id, first);
      await waitForAdvice(
        testApp,
        user,
        conversation.id,
        first.id,
        (a) => a.status === 'streaming',
      );
      testApp.clock.advance(1);
      await askQuestion(testApp, user, conversation.id, 'And can they keep it?');
      const { events } = await running;
      expect(events.at(-1)).toMatchObject({ type: 'done', advice: { status: 'aborted' } });
      expect(messages).toEqual([]);
    } finally {
      await unlisten();
    }
  });

  it('a newer stream in the same conversation aborts the running one', async () => {
    const conversation = await createConversation(testApp, user);
    const first = await askQuestion(testApp, user, conversation.id);
    const second = await askQuestion(testApp, user, conversation.id, 'A second question?');
    const running = streamAnswer(testApp, user, conversation.id, first);
    await waitForAdvice(testApp, user, conversation.id, first.id, (a) => a.status === 'streaming');
    const newer = await streamAnswer(testApp, user, conversation.id, second);
    expect(newer.events.at(-1)).toMatchObject({ type: 'done', advice: { status: 'ready' } });
    expect((await running).events.at(-1)).toMatchObject({ advice: { status: 'aborted' } });
  });

  it('PATCH status aborted stops a running answer; other statuses are refused while it runs', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const running = streamAnswer(testApp, user, conversation.id, advice);
    await waitForAdvice(testApp, user, conversation.id, advice.id, (a) => a.status === 'streaming');
    const patch = (status: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/advices/items/${advice.id}/status`,
        headers: user.headers,
        payload: { status },
      });
    expect((await patch('ready')).statusCode).toBe(409);
    const stopped = await patch('aborted');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().status).toBe('aborted');
    expect((await running).events.at(-1)).toMatchObject({ advice: { status: 'aborted' } });
  });

  it('a client that disconnects mid-answer does not lose it: the server finishes and stores it', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;

    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/advice/lambda`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(streamRequest(conversation.id, advice)),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('"type":"delta"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before any delta');
      received += decoder.decode(value, { stream: true });
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);

    const midway = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(midway.status).toBe('streaming');
    const finished = await waitForAdvice(
      testApp,
      user,
      conversation.id,
      advice.id,
      (a) => a.status !== 'streaming',
    );
    expect(finished.status).toBe('ready');
    expect(finished.advice).toBe(FULL_TEXT);
    expect(finished.reasoning).toBe('llm');
    // fetch may leave a spare keep-alive socket that never carried a request; close it.
    testApp.app.server.closeAllConnections();
    // The first events the client did get were valid contract events.
    const firstEvents = parseEvents(received.slice(0, received.lastIndexOf('\n\n') + 2));
    expect(firstEvents[0]?.type).toBe('start');
    expect(firstEvents.every((event) => adviceStreamEventSchema.safeParse(event).success)).toBe(
      true,
    );
  });
});
