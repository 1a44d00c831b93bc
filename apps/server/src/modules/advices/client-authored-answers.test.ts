import { adviceItemSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModelServer } from '../../test/fake-model-server';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  openAiModelEnv,
  streamAnswer,
} from '../../test/chat-requests';

/** store-advice answers come from a client: marked as such, and never model history. */
describe('answers a client stored', () => {
  let server: Awaited<ReturnType<typeof startFakeModelServer>>;
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    server = await startFakeModelServer({ format: 'openai', chunks: ['Server answer 5521.'] });
    testApp = await createChatTestApp({ env: openAiModelEnv(server.baseUrl) });
    user = await createSignedInUser(testApp, { email: 'client-authored@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  it('are marked client-authored, and the model is never told it said them', async () => {
    const conversation = await createConversation(testApp, user);
    const first = await askQuestion(testApp, user, conversation.id, 'First question 1100?');
    const streamed = await streamAnswer(testApp, user, conversation.id, first);
    expect(streamed.events.at(-1)).toMatchObject({
      type: 'done',
      advice: { clientAuthored: false },
    });

    testApp.clock.advance(60);
    const stored = await testApp.app.inject({
      method: 'POST',
      url: `/api/advices/${conversation.id}/store-advice`,
      headers: user.headers,
      payload: {
        question: 'Second question 2200?',
        advice: 'Client wrote 7788: the landlord must pay you twice the rent (art. 1904 C.c.Q.).',
        sources: [
          {
            type: 'LAW',
            article: '1904',
            title: 'art. 1904 C.c.Q.',
            url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991#se:1904',
            content: 'Made up by the client 7788.',
          },
        ],
      },
    });
    expect(stored.statusCode).toBe(200);
    expect(adviceItemSchema.parse(stored.json())).toMatchObject({
      status: 'ready',
      clientAuthored: true,
    });

    testApp.clock.advance(60);
    const third = await askQuestion(testApp, user, conversation.id, 'Third question 3300?');
    await streamAnswer(testApp, user, conversation.id, third);
    const sentToModel = JSON.stringify(server.requests.at(-1)?.body);
    expect(sentToModel).toContain('Third question 3300');
    // The turn our pipeline answered is history; the client's turn is not.
    expect(sentToModel).toContain('First question 1100');
    expect(sentToModel).toContain('Server answer 5521');
    expect(sentToModel).not.toContain('7788');
    expect(sentToModel).not.toContain('Second question 2200');

    const advices = (await getConversation(testApp, user, conversation.id)).advices;
    expect(advices.map((advice) => [advice.question, advice.clientAuthored])).toEqual([
      ['First question 1100?', false],
      ['Second question 2200?', true],
      ['Third question 3300?', false],
    ]);
  });
});
