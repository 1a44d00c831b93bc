import {
  adviceConversationSchema,
  adviceHistoryResponseSchema,
  adviceListResponseSchema,
  createTemporaryTitle,
  DEFAULT_SKIPPED_ANSWERS,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  streamAnswer,
} from '../../test/chat-requests';

describe('conversations', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    user = await createSignedInUser(testApp, { email: 'conversations@example.com' });
  });
  afterAll(() => testApp.close());

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('creates a conversation titled with the temporary title of its first question', async () => {
    const question =
      'My landlord wants to raise my rent by 12% at renewal, what can I do about it now?';
    const title = createTemporaryTitle(question);
    expect(title).toHaveLength(60);
    expect(title.endsWith('...')).toBe(true);
    expect(title.slice(0, 57)).toBe(question.slice(0, 57));
    expect(createTemporaryTitle('Short question?')).toBe('Short question?');

    const response = await inject('POST', '/api/advices', { title, description: question });
    expect(response.statusCode).toBe(201);
    const body = adviceConversationSchema.parse(response.json());
    expect(body).toMatchObject({ title, description: question, advices: [], likes: 0 });
  });

  it('copies the questionnaire into the conversation, and lets it be read and replaced', async () => {
    const form = await inject('POST', '/api/formAnswer', {
      userId: user.user.id,
      ...DEFAULT_SKIPPED_ANSWERS,
      userType: 'tenant',
      tenant65Over: true,
    });
    expect(form.statusCode).toBe(201);
    const formAnswerId = form.json().id as string;
    const created = await inject('POST', '/api/advices', { title: 'With form', formAnswerId });
    expect(created.json().formAnswerId).toBe(formAnswerId);
    const id = created.json().id as string;

    const read = await inject('GET', `/api/advices/${id}/formAnswers`);
    expect(read.statusCode).toBe(200);
    expect(read.json().formAnswers).toMatchObject({ userType: 'tenant', tenant65Over: true });

    const replaced = await inject('PUT', `/api/advices/${id}/formAnswers`, {
      formAnswers: { ...DEFAULT_SKIPPED_ANSWERS, userType: 'landlord', propertyOwnership: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().formAnswers.userType).toBe('landlord');
    expect(
      (await inject('GET', `/api/advices/${id}/formAnswers`)).json().formAnswers.userType,
    ).toBe('landlord');
  });

  it("refuses another user's or an unknown form answer id", async () => {
    const response = await inject('POST', '/api/advices', {
      title: 'Bad form',
      formAnswerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists conversations newest activity first, 50 per page, with meta', async () => {
    const reader = await createSignedInUser(testApp, { email: 'lister@example.com' });
    const ids: string[] = [];
    for (let index = 0; index < 53; index += 1) {
      testApp.clock.advance(1);
      ids.push((await createConversation(testApp, reader, `Question number ${index}`)).id);
    }
    const list = (query = '') =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/advices/list${query}`,
        headers: reader.headers,
      });
    const first = adviceListResponseSchema.parse((await list()).json());
    expect(first.meta).toEqual({ total: 53, page: 1, limit: 50, totalPages: 2 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.id).toBe(ids[52]);
    const second = adviceListResponseSchema.parse((await list('?page=2')).json());
    expect(second.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    const small = adviceListResponseSchema.parse((await list('?limit=5&page=3')).json());
    expect(small.items.map((item) => item.id)).toEqual(ids.slice(38, 43).reverse());

    // A new question moves its conversation to the top.
    testApp.clock.advance(1);
    await askQuestion(testApp, reader, ids[0]!);
    const after = adviceListResponseSchema.parse((await list('?limit=1')).json());
    expect(after.items[0]!.id).toBe(ids[0]);
  });

  it.each(['?page=0', '?limit=0', '?limit=101', '?page=abc', '?limit=2.5'])(
    'rejects the list query %s with 400',
    async (query) => {
      const response = await inject('GET', `/api/advices/list${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    },
  );

  it('renames a conversation and refuses a blank title', async () => {
    const conversation = await createConversation(testApp, user);
    const renamed = await inject('PATCH', `/api/advices/${conversation.id}/title`, {
      title: '  Deposit question  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Deposit question');
    for (const title of ['', '   ', 'x'.repeat(201)]) {
      const response = await inject('PATCH', `/api/advices/${conversation.id}/title`, { title });
      expect(response.statusCode).toBe(400);
    }
    expect((await getConversation(testApp, user, conversation.id)).title).toBe('Deposit question');
  });

  it('answers the history as question and answer turns', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    await streamAnswer(testApp, user, conversation.id, advice);
    const response = await inject('GET', `/api/advices/${conversation.id}/history`);
    const history = adviceHistoryResponseSchema.parse(response.json());
    expect(history.items.map((item) => item.role)).toEqual(['user', 'assistant']);
    expect(history.items[0]!.content).toBe(advice.question);
  });

  it('deletes a conversation with its advices and their feedback', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    await streamAnswer(testApp, user, conversation.id, advice);
    const feedback = await inject('POST', '/api/flaggedResponse', {
      email: user.email,
      reaction: 'positive',
      flaggedQuestion: advice.question,
      flaggedResponse: 'answer',
      adviceId: advice.id,
    });
    expect(feedback.statusCode).toBe(201);

    const deleted = await inject('DELETE', `/api/advices/${conversation.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await inject('GET', `/api/advices/${conversation.id}`)).statusCode).toBe(404);
    const rows = await testApp.database.db.query.flaggedResponses.findMany();
    expect(rows.some((row) => row.adviceId === advice.id)).toBe(false);
    expect((await inject('DELETE', `/api/advices/${conversation.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no title', {}],
    ['a blank title', { title: '  ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['a description that is not text', { title: 'ok', description: 42 }],
    ['an empty form answer id', { title: 'ok', formAnswerId: '' }],
  ])('rejects a conversation with %s (400)', async (_label, payload) => {
    const response = await inject('POST', '/api/advices', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 CONVERSATION_NOT_FOUND for ids that are not uuids or do not exist', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await inject('GET', `/api/advices/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('CONVERSATION_NOT_FOUND');
    }
  });

  it('requires a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/advices/list' });
    expect(response.statusCode).toBe(401);
  });
});
