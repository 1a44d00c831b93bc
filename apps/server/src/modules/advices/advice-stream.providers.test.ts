import {
  ADVICE_FALLBACK_ERROR_TEXT,
  buildLegacySourceLists,
  type AdviceStreamEvent,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { UNVERIFIED_CITATION_MARK } from '../../ai/citation-checker';
import { UNVERIFIED_QUANTITY_MARK } from '../../ai/quantity-checker';
import { advices } from '../../db/schema-chat';
import { startFakeModelServer } from '../../test/fake-model-server';
import { createSignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  openAiModelEnv,
  streamAnswer,
} from '../../test/chat-requests';

/** The stream with an OpenAI-compatible model: a local server speaking the streaming wire format. */
describe('POST /api/advice/lambda with an openai-compatible model', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(options: Parameters<typeof startFakeModelServer>[0]) {
    const server = await startFakeModelServer(options);
    cleanups.push(server.close);
    const testApp: TestApp = await createChatTestApp({ env: openAiModelEnv(server.baseUrl) });
    cleanups.push(testApp.close);
    const user = await createSignedInUser(testApp, { email: 'provider@example.com' });
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    return { server, testApp, user, conversation, advice };
  }

  it('marks a fabricated article the sources do not hold, and keeps the real ones', async () => {
    const { testApp, user, conversation, advice, server } = await setUp({
      format: 'openai',
      chunks: [
        '## Summary\n\nUnder art. 1904 C.c.Q. the landlord cannot demand a deposit. ',
        'Art. 9999 C.c.Q. also lets you claim it back twice over.',
      ],
    });
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    expect(done.type).toBe('done');
    const text = done.advice.advice;
    expect(text).toContain(`Art. 9999 C.c.Q. ${UNVERIFIED_CITATION_MARK.en}`);
    expect(text).not.toContain(`1904 C.c.Q. ${UNVERIFIED_CITATION_MARK.en}`);
    expect(done.advice.reasoning).toBe('llm');
    // The model was given the question and the sources.
    expect(JSON.stringify(server.requests[0]?.body)).toContain('security deposit');

    const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(stored.advice).toBe(text);
    expect(stored.texts_ccq).toEqual(buildLegacySourceLists(stored.sources).texts_ccq);
    expect(stored.urls_ccq?.length).toBe(
      stored.sources.filter((source) => source.type === 'LAW').length,
    );
  });

  it('marks a delay or an amount the quoted articles do not state, and stores it marked', async () => {
    const { testApp, user, conversation, advice } = await setUp({
      format: 'openai',
      chunks: [
        '## Summary\n\nUnder art. 1904 C.c.Q. the landlord cannot demand a deposit. ',
        'Ask for it back within 10 days; a landlord who keeps it owes $200.',
      ],
    });
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    const mark = UNVERIFIED_QUANTITY_MARK.en;
    expect(done.advice.advice).toContain(
      `Ask for it back within 10 days ${mark}; a landlord who keeps it owes $200 ${mark}.`,
    );
    const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(stored.advice).toBe(done.advice.advice);
  });

  it('a model failure sends an error event and stores the advice as error with the fallback', async () => {
    const { testApp, user, conversation, advice } = await setUp({
      format: 'openai',
      chunks: [],
      failWith: 500,
    });
    const { response, events } = await streamAnswer(testApp, user, conversation.id, advice);
    expect(response.statusCode).toBe(200);
    // The events themselves in the message: an intermittent [start, done] was seen under load.
    expect(
      events.map((event) => event.type),
      JSON.stringify(events),
    ).toEqual(['start', 'sources', 'error']);
    expect(events.at(-1)).toEqual({
      type: 'error',
      code: 'SERVICE_UNAVAILABLE',
      message: ADVICE_FALLBACK_ERROR_TEXT,
    });
    const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(stored).toMatchObject({ status: 'error', advice: ADVICE_FALLBACK_ERROR_TEXT });
    // The failure detail is logged for operators, never sent to the client.
    expect(JSON.stringify(stored)).not.toContain('upstream failure');
    expect(testApp.logs.some((line) => line.includes('advice answer failed'))).toBe(true);

    // An advice that failed may be asked again (Try Again) and is then answered afresh.
    const retry = await streamAnswer(testApp, user, conversation.id, advice);
    expect(retry.response.statusCode).toBe(200);
    expect(retry.events.at(-1)?.type).toBe('error');
  });

  it('logs a model failure as name, message and status only: no question, history or response body', async () => {
    const question = 'Zorblax tenant question 4711: may my landlord keep my deposit?';
    const responseSecret = 'response-body-secret-8350';
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: [],
      failWith: 400,
      // Some providers echo the request back in their error bodies.
      failBody: {
        error: { message: 'upstream failure', type: 'invalid_request_error' },
        echo: { question, note: responseSecret },
      },
    });
    cleanups.push(server.close);
    const testApp = await createChatTestApp({ env: openAiModelEnv(server.baseUrl) });
    cleanups.push(testApp.close);
    const user = await createSignedInUser(testApp, { email: 'logs@example.com' });
    const conversation = await createConversation(testApp, user);
    // An earlier turn the server answered: it goes to the model as history.
    const first = await askQuestion(testApp, user, conversation.id, 'History turn question 9021?');
    await testApp.database.db
      .update(advices)
      .set({ status: 'ready', answer: 'History answer 9021 from an earlier turn.' })
      .where(eq(advices.id, first.id));
    testApp.clock.advance(60);
    const advice = await askQuestion(testApp, user, conversation.id, question);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    expect(events.at(-1)?.type).toBe('error');
    // The model really was sent the question and the history: the logs could have carried them.
    expect(JSON.stringify(server.requests[0]?.body)).toContain('Zorblax');
    expect(JSON.stringify(server.requests[0]?.body)).toContain('History answer 9021');

    const failure = testApp.logs.find((line) => line.includes('advice answer failed'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({
      error: { name: 'AI_APICallError', message: 'upstream failure', statusCode: 400 },
    });
    const logs = testApp.logs.join('\n');
    for (const secret of [
      'Zorblax',
      responseSecret,
      '9021',
      'security deposit',
      'requestBodyValues',
      'responseBody',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
