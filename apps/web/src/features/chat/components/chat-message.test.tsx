import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConversation } from '../hooks/chat-test-data';
import { CHAT_ID, finishedAdvice, renderChat } from './chat-test-kit';

const NOT_CHECKED =
  'Saved by another app, not written by LexLogis: this answer and its sources have not been checked';

describe('chat message', () => {
  it('says an answer a client stored, and its sources, were not checked', async () => {
    renderChat(`/?chatId=${CHAT_ID}`, {
      conversation: makeConversation({
        advices: [finishedAdvice({ clientAuthored: true, reasoning: null })],
      }),
    });
    expect(await screen.findByText(NOT_CHECKED)).toBeInTheDocument();
  });

  it('says nothing of the kind for an answer our pipeline wrote', async () => {
    renderChat(`/?chatId=${CHAT_ID}`, {
      conversation: makeConversation({ advices: [finishedAdvice({ clientAuthored: false })] }),
    });
    expect(await screen.findByText('Composed offline from the sources')).toBeInTheDocument();
    expect(screen.queryByText(NOT_CHECKED)).not.toBeInTheDocument();
  });
});
