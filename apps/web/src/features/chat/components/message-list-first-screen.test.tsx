import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runAfterFirstScreen } from '@/lib/first-screen-shown';
import { jsonResponse } from '@/test/fake-fetch';
import { makeConversation } from '../hooks/chat-test-data';
import { CHAT_ID, finishedAdvice, renderChat } from './chat-test-kit';

describe('an answered conversation opened by its address', () => {
  it('holds the work for later screens until its answers are shown (issue 18, round 9)', async () => {
    const later = vi.fn();
    runAfterFirstScreen(later);
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderChat(`/?chatId=${CHAT_ID}`, {
      extra: { [`GET /api/advices/${CHAT_ID}`]: () => pending },
    });
    expect(
      await screen.findByRole('button', { name: 'Export the conversation as PDF' }),
    ).toBeDisabled();
    expect(later).not.toHaveBeenCalled();

    answer(jsonResponse(makeConversation({ advices: [finishedAdvice()] })));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    // The list marks the screen shown in an effect, after the commit that painted the heading:
    // under a loaded machine that effect may run after findByRole has already resolved.
    await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  });
});
