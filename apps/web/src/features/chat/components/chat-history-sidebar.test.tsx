import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { makeConversation } from '../hooks/chat-test-data';
import { CHAT_ID, callsTo, finishedAdvice, renderChat } from './chat-test-kit';

const NOW = new Date();
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

const LIST = [
  makeConversation({ id: CHAT_ID, title: 'Rent increase', updatedAt: minutesAgo(5) }),
  makeConversation({ id: 'chat-2', title: 'Repairs', updatedAt: daysAgo(3) }),
  makeConversation({ id: 'chat-3', title: 'Old question', updatedAt: daysAgo(20) }),
];

const sidebar = () => within(document.getElementById('app-sidebar')!);
const waitForSidebar = () => screen.findByRole('button', { name: 'New chat' });

afterEach(() => vi.useRealTimers());

describe('chat history sidebar', () => {
  it('groups chats with time labels and highlights the active one', async () => {
    renderChat(`/?chatId=${CHAT_ID}`, {
      list: LIST,
      conversation: makeConversation({ advices: [finishedAdvice()] }),
    });
    await waitForSidebar();
    const today = await sidebar().findByRole('group', { name: 'Today' });
    expect(within(today).getByRole('button', { name: /^Rent increase.*5m/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar().getByRole('group', { name: 'Last week' })).toHaveTextContent('3d');
    expect(sidebar().getByRole('group', { name: 'Last month' })).toHaveTextContent('Old question');
  });

  it('selecting a chat loads it; a failure says "Failed to load conversation"', async () => {
    const { router } = renderChat('/', {
      list: LIST,
      conversation: makeConversation({ advices: [finishedAdvice()] }),
      extra: {
        'GET /api/advices/chat-2': () =>
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
      },
    });
    const user = userEvent.setup();
    await waitForSidebar();
    await user.click(await sidebar().findByRole('button', { name: /^Rent increase/ }));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?chatId=${CHAT_ID}`);
    await user.click(sidebar().getByRole('button', { name: /^Repairs/ }));
    expect(await screen.findByText('Failed to load conversation')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('renames with Ctrl+Enter, ignoring a blank title', async () => {
    const { fetchMock } = renderChat('/', {
      list: LIST,
      extra: {
        [`PATCH /api/advices/${CHAT_ID}/title`]: (body) =>
          jsonResponse({ ...LIST[0], advices: undefined, ...(body as object) }),
      },
    });
    const user = userEvent.setup();
    await waitForSidebar();
    await user.click(await sidebar().findByRole('button', { name: 'Rename “Rent increase”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the chat' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, '   {Control>}{Enter}{/Control}');
    expect(callsTo(fetchMock, 'PATCH', `/api/advices/${CHAT_ID}/title`)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'My 12% increase{Control>}{Enter}{/Control}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', `/api/advices/${CHAT_ID}/title`)).toEqual([
      { title: 'My 12% increase' },
    ]);
    expect(await screen.findByText('Chat renamed')).toBeInTheDocument();
  });

  it('deletes after confirmation, with a success toast; deleting the open chat starts a new one', async () => {
    const { fetchMock, router } = renderChat(`/?chatId=${CHAT_ID}`, {
      list: LIST,
      conversation: makeConversation({ advices: [finishedAdvice()] }),
      extra: { [`DELETE /api/advices/${CHAT_ID}`]: () => new Response(null, { status: 204 }) },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(sidebar().getByRole('button', { name: 'Delete “Rent increase”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Chat deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/advices/${CHAT_ID}`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('New chat clears the conversation and returns to /', async () => {
    const { router } = renderChat(`/?chatId=${CHAT_ID}`, {
      list: LIST,
      conversation: makeConversation({ advices: [finishedAdvice()] }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(sidebar().getByRole('button', { name: 'New chat' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });
});
