import { DEFAULT_SKIPPED_ANSWERS } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  streamRequest,
} from '../../test/chat-requests';

/** Only the owner may read or change a conversation; anyone else, admins included, gets 404. */
describe('conversation ownership', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let conversationId: string;
  let adviceId: string;
  let question: string;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    owner = await createSignedInUser(testApp, { email: 'owner@example.com' });
    stranger = await createSignedInUser(testApp, { email: 'stranger@example.com' });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    const conversation = await createConversation(testApp, owner);
    const advice = await askQuestion(testApp, owner, conversation.id);
    conversationId = conversation.id;
    adviceId = advice.id;
    question = advice.question;
  });
  afterAll(() => testApp.close());

  const calls = () =>
    [
      ['GET', `/api/advices/${conversationId}`, undefined],
      ['DELETE', `/api/advices/${conversationId}`, undefined],
      ['PATCH', `/api/advices/${conversationId}/title`, { title: 'Mine now' }],
      ['GET', `/api/advices/${conversationId}/formAnswers`, undefined],
      [
        'PUT',
        `/api/advices/${conversationId}/formAnswers`,
        { formAnswers: DEFAULT_SKIPPED_ANSWERS },
      ],
      ['GET', `/api/advices/${conversationId}/history`, undefined],
      ['POST', `/api/advices/${conversationId}/items`, { question: 'Hijack?' }],
      ['POST', `/api/advices/${conversationId}/create-advice`, { question: 'Hijack?' }],
      ['PATCH', `/api/advices/items/${adviceId}/status`, { status: 'aborted' }],
      ['POST', `/api/advices/${conversationId}/store-advice`, { adviceId, advice: 'Overwritten' }],
      ['POST', `/api/advices/source/${adviceId}/click`, undefined],
      [
        'POST',
        '/api/flaggedResponse',
        {
          email: 'x@example.com',
          reaction: 'negative',
          flaggedQuestion: 'q',
          flaggedResponse: 'r',
          adviceId,
        },
      ],
      ['POST', '/api/advice/lambda', streamRequest(conversationId, { id: adviceId, question })],
    ] as const;

  for (const who of ['stranger', 'admin'] as const) {
    it(`answers 404 to ${who === 'admin' ? 'an administrator' : 'another user'} on every conversation endpoint`, async () => {
      const caller = who === 'admin' ? admin : stranger;
      for (const [method, url, payload] of calls()) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: caller.headers,
          ...(payload ? { payload } : {}),
        });
        expect({ method, url, status: response.statusCode }).toEqual({
          method,
          url,
          status: 404,
        });
        expect(['CONVERSATION_NOT_FOUND', 'NOT_FOUND']).toContain(response.json().error.code);
      }
    });
  }

  it("leaves the owner's conversation untouched and out of other users' lists", async () => {
    const conversation = await getConversation(testApp, owner, conversationId);
    expect(conversation.title).not.toBe('Mine now');
    expect(conversation.advices).toHaveLength(1);
    expect(conversation.advices[0]).toMatchObject({ status: 'submitted', sourceClicks: 0 });
    expect(conversation.advices[0]!.feedback).toBeNull();
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/advices/list',
      headers: stranger.headers,
    });
    expect(list.json().items).toEqual([]);
  });
});
