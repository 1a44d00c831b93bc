import {
  buildLegacySourceLists,
  getSourcesFromLegacyLists,
  type AdviceStreamEvent,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviceStreamEvents } from '../../db/schema-chat';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  DEPOSIT_QUESTION,
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  streamAnswer,
} from '../../test/chat-requests';

describe('POST /api/advice/lambda with the offline composer', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    user = await createSignedInUser(testApp, { email: 'streamer@example.com' });
  });
  afterAll(() => testApp.close());

  it('streams start, sources, deltas and done, and stores the answer', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    expect(advice.status).toBe('submitted');

    const { response, events } = await streamAnswer(testApp, user, conversation.id, advice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    // The security headers survive: the reply is not hijacked.
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const types = events.map((event) => event.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('sources');
    expect(types.at(-1)).toBe('done');
    expect(types.slice(2, -1).every((type) => type === 'delta')).toBe(true);
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThan(1);

    const start = events[0] as Extract<AdviceStreamEvent, { type: 'start' }>;
    expect(start.advice).toMatchObject({ id: advice.id, status: 'streaming' });
    const sources = events[1] as Extract<AdviceStreamEvent, { type: 'sources' }>;
    expect(sources.sources.some((source) => source.type === 'LAW')).toBe(true);
    const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    expect(done.advice).toMatchObject({
      id: advice.id,
      status: 'ready',
      reasoning: 'offline-composer',
    });
    expect(done.advice.advice).toContain('1904');
    expect(done.advice.sources).toEqual(sources.sources);

    const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(stored).toMatchObject({ status: 'ready', advice: done.advice.advice });
    expect(stored.sources).toEqual(sources.sources);
    // The legacy parallel lists are built from the sources and agree with them.
    const { urls_ccq, page_title_ccq, texts_ccq, relevant_forms } = stored;
    expect({ urls_ccq, page_title_ccq, texts_ccq, relevant_forms }).toMatchObject({
      urls_ccq: buildLegacySourceLists(stored.sources).urls_ccq,
      page_title_ccq: buildLegacySourceLists(stored.sources).page_title_ccq,
    });
    expect(getSourcesFromLegacyLists(stored).length).toBe(stored.sources.length);
    // The final event's advice is the stored one, sources and lists included (issue 10, round
    // 6: they are no longer read back from the row but taken from the answer just stored).
    expect(done.advice).toEqual(stored);
  });

  it('stores the events for a replay elsewhere only where another instance can share the database', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    expect(events.at(-1)?.type).toBe('done');
    const stored = await testApp.database.db
      .select({ seq: adviceStreamEvents.seq })
      .from(adviceStreamEvents)
      .where(eq(adviceStreamEvents.adviceId, advice.id));
    // Embedded PGlite locks its directory: no other instance could ever read them.
    if (testApp.database.kind === 'pglite') expect(stored).toEqual([]);
    else expect(stored.length).toBe(events.length - 1);
  });

  it('answers in French when asked in French', async () => {
    const question = 'Mon propriétaire me demande un dépôt de garantie, est-ce permis?';
    const conversation = await createConversation(testApp, user, question);
    const advice = await askQuestion(testApp, user, conversation.id, question);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice, 'fr');
    const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    expect(done.type).toBe('done');
    expect(done.advice.advice).toMatch(/## /);
    expect(done.advice.advice).toMatch(/art\. 1904/);
  });

  it('declines a question outside housing law with a plain "Sorry, your question" answer', async () => {
    const question = 'What is the best recipe for chocolate cake?';
    const conversation = await createConversation(testApp, user, question);
    const advice = await askQuestion(testApp, user, conversation.id, question);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
    // toMatch, not startsWith: a failure then prints the answer that was given instead.
    expect(done.advice.advice).toMatch(/^Sorry, your question/);
    expect(done.advice.sources).toEqual([]);
  });

  it('refuses to answer the same advice twice (409) and a ready advice stays as it is', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    await streamAnswer(testApp, user, conversation.id, advice);
    const again = await streamAnswer(testApp, user, conversation.id, advice);
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().error.code).toBe('CONFLICT');
  });

  it('answers 404 for an advice of another conversation or an unknown advice', async () => {
    const first = await createConversation(testApp, user);
    const second = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, first.id);
    const wrong = await streamAnswer(testApp, user, second.id, advice);
    expect(wrong.response.statusCode).toBe(404);
    const unknown = await streamAnswer(testApp, user, first.id, { ...advice, id: 'NA' });
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json().error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['no question', { question: undefined }],
    ['a blank question', { question: '   ' }],
    ['a question over 1000 characters', { question: 'a'.repeat(1001) }],
    ['an unknown language', { lang: 'de' }],
    ['no advice id', { adviceId: undefined }],
  ])('rejects %s with 400', async (_label, change) => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/advice/lambda',
      headers: user.headers,
      payload: {
        conversationId: conversation.id,
        adviceId: advice.id,
        question: DEPOSIT_QUESTION,
        lang: 'en',
        ...change,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('requires a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/advice/lambda',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
