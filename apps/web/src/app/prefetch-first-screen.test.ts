import { describe, expect, it } from 'vitest';
import { takePrefetchedConversation } from '@/features/chat/api/conversation-prefetch';
import { adoptTokens } from '@/lib/auth-session';
import { writeStoredSession, type StoredSession } from '@/lib/auth-storage';
import { jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { prefetchFirstScreen } from './prefetch-first-screen';

function storeSession(expiresInMs: number): void {
  const session: StoredSession = {
    accessToken: 'stored-access',
    idToken: 'stored-id',
    refreshToken: 'stored-refresh',
    expiresAt: Date.now() + expiresInMs,
  };
  writeStoredSession(session);
  // What restoreSession() has done by the time main.tsx calls prefetchFirstScreen.
  adoptTokens(session);
}

function conversationCalls(fetchMock: ReturnType<typeof stubRoutes>): number {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes('/advices/c1')).length;
}

describe('prefetchFirstScreen', () => {
  it('requests the conversation in the address at start-up, with the stored token', () => {
    storeSession(3_600_000);
    const fetchMock = stubRoutes({ 'GET /api/advices/c1': () => jsonResponse({}) });
    prefetchFirstScreen({ pathname: '/', search: '?chatId=c1' });
    expect(conversationCalls(fetchMock)).toBe(1);
    expect(takePrefetchedConversation('c1')).not.toBeNull();
  });

  it('waits for the session check when the token is about to expire, or on other screens', () => {
    const fetchMock = stubRoutes({ 'GET /api/advices/c1': () => jsonResponse({}) });
    storeSession(1_000);
    prefetchFirstScreen({ pathname: '/', search: '?chatId=c1' });
    storeSession(3_600_000);
    prefetchFirstScreen({ pathname: '/conversations', search: '?chatId=c1' });
    prefetchFirstScreen({ pathname: '/', search: '' });
    expect(conversationCalls(fetchMock)).toBe(0);
  });

  it("takes the document's conversation instead of requesting it (issue 18, round 7)", async () => {
    storeSession(3_600_000);
    const fetchMock = stubRoutes({ 'GET /api/advices/c1': () => jsonResponse({}) });
    const conversation = { id: 'c1', title: 'Bail', advices: [] } as never;
    const account = {} as never;
    prefetchFirstScreen(
      { pathname: '/', search: '?chatId=c1' },
      { chatId: 'c1', conversation, account },
    );
    expect(conversationCalls(fetchMock)).toBe(0);
    await expect(takePrefetchedConversation('c1')).resolves.toBe(conversation);
  });
});
