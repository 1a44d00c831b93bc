import {
  adviceItemSchema,
  buildLegacySourceLists,
  feedbackSubmissionResponseSchema,
  getSourcesFromLegacyLists,
  type Source,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_CITATION_MARK } from '../../ai/citation-checker';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
} from '../../test/chat-requests';

const LAW: Source = {
  type: 'LAW',
  article: '1904',
  title: 'art. 1904 C.c.Q.',
  url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991#se:1904',
  content:
    'The lessor may not exact any amount of money other than the rent, in the form of a deposit.',
};
const FORM: Source = {
  type: 'FORM',
  title: 'Notice of modification of the lease',
  formId: 'TAL-810A',
  docUrl: 'https://www.tal.gouv.qc.ca/sites/default/files/810A.pdf',
};

describe('advice items, status, store, clicks and feedback', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    user = await createSignedInUser(testApp, { email: 'items@example.com' });
  });
  afterAll(() => testApp.close());

  const inject = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('both question paths create a submitted advice', async () => {
    const conversation = await createConversation(testApp, user);
    for (const path of ['items', 'create-advice']) {
      const response = await inject('POST', `/api/advices/${conversation.id}/${path}`, {
        question: '  Can my landlord keep my deposit?  ',
      });
      expect(response.statusCode).toBe(201);
      expect(adviceItemSchema.parse(response.json())).toMatchObject({
        question: 'Can my landlord keep my deposit?',
        status: 'submitted',
        advice: '',
        sources: [],
      });
    }
    expect((await getConversation(testApp, user, conversation.id)).advices).toHaveLength(2);
  });

  it.each([
    ['no question', {}],
    ['a blank question', { question: ' \n ' }],
    ['a question over 1000 characters', { question: 'a'.repeat(1001) }],
    ['a question that is not text', { question: 12 }],
  ])('rejects %s with 400', async (_label, payload) => {
    const conversation = await createConversation(testApp, user);
    const response = await inject('POST', `/api/advices/${conversation.id}/create-advice`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('follows the allowed status transitions and answers 409 for the others', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const patch = (status: string) =>
      inject('PATCH', `/api/advices/items/${advice.id}/status`, { status });
    expect((await patch('streaming')).json().status).toBe('streaming');
    expect((await patch('streaming')).statusCode).toBe(200);
    expect((await patch('submitted')).statusCode).toBe(409);
    expect((await patch('error')).json()).toMatchObject({ status: 'error', isError: true });
    expect((await patch('submitted')).json().status).toBe('submitted');
    expect((await patch('ready')).json().status).toBe('ready');
    for (const status of ['submitted', 'streaming', 'error', 'aborted']) {
      const response = await patch(status);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('CONFLICT');
    }
    expect((await patch('completed')).statusCode).toBe(400);
    expect((await patch('ready')).statusCode).toBe(200);
  });

  it('stores an answer with sources, rebuilds the legacy lists and checks citations', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const response = await inject('POST', `/api/advices/${conversation.id}/store-advice`, {
      adviceId: advice.id,
      advice: '## Summary\n\nArt. 1904 C.c.Q. forbids it; art. 9999 C.c.Q. does not exist.\\n"}',
      sources: [LAW, FORM],
      // Stale lists from an old client are replaced by lists built from the sources.
      urls_ccq: ['https://example.com/stale'],
    });
    expect(response.statusCode).toBe(200);
    const stored = adviceItemSchema.parse(response.json());
    expect(stored.status).toBe('ready');
    expect(stored.advice).toBe(
      `## Summary\n\nArt. 1904 C.c.Q. forbids it; art. 9999 C.c.Q. ${UNVERIFIED_CITATION_MARK[user.user.language]} does not exist.`,
    );
    const lists = buildLegacySourceLists([LAW, FORM]);
    expect(stored.urls_ccq).toEqual(lists.urls_ccq);
    expect(stored.texts_ccq).toEqual([LAW.content]);
    expect(stored.relevant_forms).toEqual(lists.relevant_forms);
    expect(getSourcesFromLegacyLists(stored).map((source) => source.type)).toEqual(['LAW', 'FORM']);
  });

  it('stores an answer sent with legacy lists only, turning them into sources', async () => {
    const conversation = await createConversation(testApp, user);
    const response = await inject('POST', `/api/advices/${conversation.id}/store-advice`, {
      question: 'An older client question?',
      advice: 'An older client answer about the deposit.',
      urls_ccq: [LAW.url],
      page_title_ccq: ['art. 1904 C.c.Q.'],
      texts_ccq: [LAW.content],
    });
    expect(response.statusCode).toBe(200);
    const stored = adviceItemSchema.parse(response.json());
    expect(stored.sources).toHaveLength(1);
    expect(stored.sources[0]).toMatchObject({ type: 'LAW', url: LAW.url });
    expect(stored.urls_ccq).toEqual([LAW.url]);

    const missing = await inject('POST', `/api/advices/${conversation.id}/store-advice`, {
      advice: 'No question and no advice id.',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('counts source clicks', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const click = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/advices/source/${advice.id}/click`,
        headers: user.headers,
      });
    expect((await click()).json()).toEqual({ sourceClicks: 1 });
    expect((await click()).json()).toEqual({ sourceClicks: 2 });
    const stored = (await getConversation(testApp, user, conversation.id)).advices[0]!;
    expect(stored.sourceClicks).toBe(2);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/advices/source/not-an-id/click',
      headers: user.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates feedback, then a second submission for the same advice updates it', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const submit = (reaction: string, comments: string) =>
      inject('POST', '/api/flaggedResponse', {
        email: user.email,
        reaction,
        flaggedQuestion: advice.question,
        flaggedResponse: 'The answer text',
        comments,
        adviceId: advice.id,
      });
    const first = await submit('positive', '');
    expect(first.statusCode).toBe(201);
    const created = feedbackSubmissionResponseSchema.parse(first.json());
    expect(created.feedback).toMatchObject({ status: 'positive', details: { comments: '' } });

    testApp.clock.advance(5);
    const second = await submit('negative', '  It missed the deadline.  ');
    expect(second.statusCode).toBe(200);
    const updated = feedbackSubmissionResponseSchema.parse(second.json());
    expect(updated.id).toBe(created.id);
    expect(updated.feedback).toMatchObject({
      status: 'negative',
      details: { comments: 'It missed the deadline.' },
    });

    const shown = await getConversation(testApp, user, conversation.id);
    expect(shown.advices[0]!.feedback).toEqual(updated.feedback);
    expect(shown).toMatchObject({ likes: 0, dislikes: 1 });
    const rows = await testApp.database.db.query.flaggedResponses.findMany();
    expect(rows.filter((row) => row.adviceId === advice.id)).toHaveLength(1);
    expect(rows.find((row) => row.adviceId === advice.id)?.kind).toBe('advice');
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }],
    ['an unknown reaction', { reaction: 'meh' }],
    ['comments over 5000 characters', { comments: 'x'.repeat(5001) }],
  ])('rejects feedback with %s (400)', async (_label, change) => {
    const response = await inject('POST', '/api/flaggedResponse', {
      email: user.email,
      reaction: 'positive',
      flaggedQuestion: 'q',
      flaggedResponse: 'r',
      ...change,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('question rate limit', () => {
  it('answers 429 RATE_LIMITED with a clear message past the per-minute limit', async () => {
    const testApp = await createChatTestApp({ env: { QUESTION_RATE_LIMIT_PER_MINUTE: 3 } });
    try {
      const user = await createSignedInUser(testApp, { email: 'limited@example.com' });
      const conversation = await createConversation(testApp, user);
      for (let index = 0; index < 3; index += 1) {
        await askQuestion(testApp, user, conversation.id, `Question ${index}?`);
      }
      const ask = () =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/advices/${conversation.id}/create-advice`,
          headers: user.headers,
          payload: { question: 'One too many?' },
        });
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('3 questions in the last minute'),
      });
      // Another user is not affected; the limit lifts after a minute.
      const other = await createSignedInUser(testApp, { email: 'other-limited@example.com' });
      const theirs = await createConversation(testApp, other);
      expect((await askQuestion(testApp, other, theirs.id)).status).toBe('submitted');
      testApp.clock.advance(61);
      expect((await ask()).statusCode).toBe(201);
    } finally {
      await testApp.close();
    }
  });
});
