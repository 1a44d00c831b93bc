import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { TEST_USER } from '@/test/render-app';
import { makeConversation } from '../hooks/chat-test-data';
import { CHAT_ID, QUESTION, ANSWER, callsTo, finishedAdvice, renderChat } from './chat-test-kit';

const AT = '2026-03-01T12:00:00.000Z';

function renderWithFeedback() {
  return renderChat(`/?chatId=${CHAT_ID}`, {
    conversation: makeConversation({ advices: [finishedAdvice()] }),
    extra: {
      'POST /api/flaggedResponse': (body) => {
        const { reaction, comments } = body as {
          reaction: 'positive' | 'negative';
          comments: string;
        };
        return jsonResponse({
          id: 'f1',
          feedback: { status: reaction, details: { comments, createdAt: AT, updatedAt: AT } },
        });
      },
    },
  });
}

describe('feedback', () => {
  it('thumbs up is sent at once and marks the advice', async () => {
    const { fetchMock } = renderWithFeedback();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Helpful answer' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful answer' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(callsTo(fetchMock, 'POST', '/api/flaggedResponse')).toEqual([
      {
        adviceId: 'advice-1',
        email: TEST_USER.email,
        reaction: 'positive',
        flaggedQuestion: QUESTION,
        flaggedResponse: ANSWER,
        comments: '',
      },
    ]);
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
  });

  it('thumbs down opens the dialog, which requires comments; editing says so', async () => {
    const { fetchMock } = renderWithFeedback();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Helpful answer' }));
    await screen.findByText('Thank you for your feedback');
    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide your feedback');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your feedback' }),
      'Missing the deadline.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/flaggedResponse')[1]).toMatchObject({
      reaction: 'negative',
      comments: 'Missing the deadline.',
    });
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
