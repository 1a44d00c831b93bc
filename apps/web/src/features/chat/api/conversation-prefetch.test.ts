import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { signInForTest } from '@/test/session';
import { CHAT_ID, makeConversation } from '../hooks/chat-test-data';
import { fetchConversation } from './advices-api';
import {
  PREFETCH_TTL_MS,
  seedConversation,
  takePrefetchedConversation,
  takeSeededConversation,
} from './conversation-prefetch';
import { prefetchConversation } from './conversation-request';

const PATH = `GET /api/advices/${CHAT_ID}`;

function countConversationCalls(fetchMock: ReturnType<typeof stubRoutes>): number {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes(`/advices/${CHAT_ID}`)).length;
}

describe('a conversation requested at start-up', () => {
  it('is the answer the chat gets, without a second request', async () => {
    signInForTest();
    const fetchMock = stubRoutes({ [PATH]: () => jsonResponse(makeConversation()) });
    prefetchConversation(CHAT_ID);
    expect(countConversationCalls(fetchMock)).toBe(1);

    const conversation = await fetchConversation(CHAT_ID);
    expect(conversation.id).toBe(CHAT_ID);
    expect(countConversationCalls(fetchMock)).toBe(1);
    // Taken once: opening it again asks the server again.
    await fetchConversation(CHAT_ID);
    expect(countConversationCalls(fetchMock)).toBe(2);
  });

  it('is not used for another conversation, nor when it failed', async () => {
    signInForTest();
    let calls = 0;
    const fetchMock = stubRoutes({
      [PATH]: () =>
        ++calls === 1
          ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Boom' } }, 500)
          : jsonResponse(makeConversation()),
    });
    prefetchConversation('other-chat');
    expect(takePrefetchedConversation(CHAT_ID)).toBeNull();

    prefetchConversation(CHAT_ID);
    const conversation = await fetchConversation(CHAT_ID);
    expect(conversation.id).toBe(CHAT_ID);
    expect(countConversationCalls(fetchMock)).toBe(2);
  });

  it('is not used once it is old', () => {
    signInForTest();
    stubRoutes({ [PATH]: () => jsonResponse(makeConversation()) });
    // Time held still, so a busy machine's clock ticking between the two calls cannot matter.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const startedAt = Date.now();
      prefetchConversation(CHAT_ID);
      expect(takePrefetchedConversation(CHAT_ID, startedAt + PREFETCH_TTL_MS)).not.toBeNull();
      prefetchConversation(CHAT_ID);
      expect(takePrefetchedConversation(CHAT_ID, startedAt + PREFETCH_TTL_MS + 1)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the document's conversation", () => {
  it('is there at once, once, for its chat and when accepted; else it stays a prefetch', async () => {
    const conversation = makeConversation();
    seedConversation(CHAT_ID, conversation);
    expect(takeSeededConversation('another-chat', () => true)).toBeNull();
    expect(takeSeededConversation(CHAT_ID, () => false)).toBeNull();
    expect(takeSeededConversation(CHAT_ID, () => true)).toBe(conversation);
    expect(takeSeededConversation(CHAT_ID, () => true)).toBeNull();

    seedConversation(CHAT_ID, conversation);
    expect(takeSeededConversation(CHAT_ID, () => false)).toBeNull();
    await expect(takePrefetchedConversation(CHAT_ID)).resolves.toBe(conversation);
  });
});
