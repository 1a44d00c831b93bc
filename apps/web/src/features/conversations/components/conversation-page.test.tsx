import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DirectConversation } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp, TEST_USER } from '@/test/render-app';

const CHAT_ID = '50000000-0000-4000-8000-000000000005';
const LAWYER_ID = '20000000-0000-4000-8000-000000000002';

function thread(overrides: Partial<DirectConversation> = {}): DirectConversation {
  return {
    id: CHAT_ID,
    participantIds: [TEST_USER.id, LAWYER_ID],
    participants: [{ id: LAWYER_ID, name: 'Me Gagnon', avatar: null }],
    messages: [
      {
        id: 'm1',
        conversationId: CHAT_ID,
        content: 'Hello <b>there</b>',
        senderId: TEST_USER.id,
        sender: { id: TEST_USER.id, name: TEST_USER.name },
        createdAt: '2026-01-01T10:00:00Z',
      },
      {
        id: 'm2',
        conversationId: CHAT_ID,
        content: 'From a deleted account',
        senderId: null,
        sender: null,
        createdAt: '2026-01-01T10:01:00Z',
      },
      {
        id: 'm3',
        conversationId: CHAT_ID,
        content: 'I can help.',
        senderId: LAWYER_ID,
        sender: { id: LAWYER_ID, name: 'Me Gagnon' },
        createdAt: '2026-01-01T10:02:00Z',
      },
    ],
    unreadCount: 0,
    lawyerProfileId: '10000000-0000-4000-8000-000000000001',
    myRating: null,
    ...overrides,
  };
}

function stubThread(current: DirectConversation) {
  return stubFetch((url, init) => {
    if (url.includes(`/chat/conversations/${CHAT_ID}`)) return jsonResponse(current);
    if (url.endsWith('/chat/conversations'))
      return jsonResponse({ items: [{ ...current, unreadCount: 2 }] });
    if (url.endsWith('/chat/messages') && init.method === 'POST') {
      return jsonResponse(
        {
          id: 'm4',
          conversationId: CHAT_ID,
          content: 'Thanks',
          senderId: TEST_USER.id,
          createdAt: '2026-01-01T10:03:00Z',
        },
        201,
      );
    }
    if (url.includes('/ratings')) {
      return jsonResponse(
        {
          id: 'r1',
          profileId: current.lawyerProfileId,
          score: 5,
          comment: null,
          createdAt: '2026-01-01T10:04:00Z',
        },
        201,
      );
    }
    return flagsResponse({ MARKETPLACE: true });
  });
}

describe('direct conversation page', () => {
  it('shows plain-text messages, Unknown User for a missing sender, and unread counts', async () => {
    stubThread(thread());
    renderApp(`/marketplace/conversations?chatId=${CHAT_ID}`);
    expect(await screen.findByText('Hello <b>there</b>')).toBeInTheDocument();
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
  });

  it('sends a message and a rating once the lawyer has answered', async () => {
    const fetchMock = stubThread(thread());
    renderApp(`/marketplace/conversations?chatId=${CHAT_ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your message'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([url, init]) => [
          String(url).replace(/^.*\/api/, ''),
          JSON.parse(String(init?.body)),
        ]);
      expect(bodies).toEqual([
        ['/chat/messages', { conversationId: CHAT_ID, content: 'Thanks' }],
        ['/profile/10000000-0000-4000-8000-000000000001/ratings', { score: 5 }],
      ]);
    });
  });

  it('offers no rating before the lawyer answers, nor twice', async () => {
    stubThread(thread({ messages: thread().messages.slice(0, 1) }));
    const first = renderApp(`/marketplace/conversations?chatId=${CHAT_ID}`);
    await screen.findByText('Hello <b>there</b>');
    expect(screen.queryByRole('button', { name: 'Send my rating' })).not.toBeInTheDocument();
    first.unmount();
    stubThread(thread({ myRating: 4 }));
    renderApp(`/marketplace/conversations?chatId=${CHAT_ID}`);
    expect(
      await screen.findByText('You rated this lawyer 4 out of 5. Thank you.'),
    ).toBeInTheDocument();
  });

  it('polls with the tag it was given: a 304 keeps the thread, a change replaces it', async () => {
    let current = thread();
    const notModified = () => new Response(null, { status: 304 });
    const tagged = (body: unknown, etag: string) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: etag },
      });
    const fetchMock = stubFetch((url, init) => {
      const sent = new Headers(init.headers).get('If-None-Match');
      const etag = `W/"v-${current.messages.length}"`;
      if (url.includes(`/chat/conversations/${CHAT_ID}`)) {
        return sent === etag ? notModified() : tagged(current, etag);
      }
      if (url.endsWith('/chat/conversations')) {
        return sent === etag ? notModified() : tagged({ items: [current] }, etag);
      }
      return flagsResponse({ MARKETPLACE: true });
    });
    const { queryClient } = renderApp(`/marketplace/conversations?chatId=${CHAT_ID}`);
    const messages = () => within(screen.getByRole('list', { name: 'Messages' }));
    await screen.findByRole('list', { name: 'Messages' });
    expect(await messages().findByText('I can help.')).toBeInTheDocument();
    const poll = () => queryClient.refetchQueries({ queryKey: ['direct-conversations'] });
    const tagsSent = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes('/chat/conversations'))
        .map(([, init]) => new Headers(init?.headers).get('If-None-Match'));

    await poll();
    expect(tagsSent()).toContain('W/"v-3"');
    // The 304 is an answer, not a failure: the queries keep their data and hold no error.
    const states = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['direct-conversations'] })
      .map((query) => query.state.error);
    expect(states).toEqual([null, null]);
    expect(messages().getByText('I can help.')).toBeInTheDocument();

    current = thread({
      messages: [
        ...thread().messages,
        {
          id: 'm4',
          conversationId: CHAT_ID,
          content: 'A new answer',
          senderId: LAWYER_ID,
          sender: { id: LAWYER_ID, name: 'Me Gagnon' },
          createdAt: '2026-01-01T10:05:00Z',
        },
      ],
    });
    await poll();
    expect(await messages().findByText('A new answer')).toBeInTheDocument();
    expect(messages().getByText('I can help.')).toBeInTheDocument();
  }, 20_000);
});
