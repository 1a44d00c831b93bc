import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { seedConversation } from '../api/conversation-prefetch';
import { makeConversation } from '../hooks/chat-test-data';
import {
  CHAT_ID,
  FORM_ID,
  QUESTION,
  callsTo,
  finishedAdvice,
  renderChat,
  sseResponse,
} from './chat-test-kit';

const promptBox = () => screen.getByRole('textbox', { name: 'Your question' });

describe('chat screen', () => {
  it('asks the first question: creates the conversation, streams the answer, shows sources', async () => {
    const { fetchMock, router } = renderChat();
    const user = userEvent.setup();
    await waitFor(() => expect(promptBox()).toBeEnabled());
    await user.type(promptBox(), `${QUESTION}{Enter}`);

    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('refuse', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Composed offline from the sources')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?chatId=${CHAT_ID}`);
    expect(callsTo(fetchMock, 'POST', '/api/advices')).toEqual([
      {
        title: 'My landlord wants to raise my rent by 12% at renewal, wha...',
        description: '',
        formAnswerId: FORM_ID,
      },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/advice/lambda')[0]).toMatchObject({
      conversationId: CHAT_ID,
      adviceId: 'advice-1',
      question: QUESTION,
      lang: 'en',
      formAnswer: { userType: 'tenant' },
    });
    // The sources are a lazy chunk of their own (issue 18): they follow the answer.
    const sources = await screen.findByRole('region', { name: 'Sources of this answer' });
    expect(within(sources).getByRole('tab', { name: /Laws/, selected: true })).toBeInTheDocument();
    expect(within(sources).getByText('Art. 1942 C.C.Q.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-status')).toHaveTextContent('The answer is ready.');
    expect(promptBox()).toHaveValue('');
  });

  it('asks in the language chosen after the chat was shown (issue 10 e2e: a French answer)', async () => {
    const { fetchMock } = renderChat();
    const user = userEvent.setup();
    await waitFor(() => expect(promptBox()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^FR/ }));
    const prompt = await screen.findByRole('textbox', { name: 'Votre question' });
    await user.type(prompt, 'Mon propriétaire peut-il reprendre mon logement?{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/advice/lambda')[0]).toMatchObject({ lang: 'fr' }),
    );
  });

  it('keeps the prompt disabled until the questionnaire is submitted', async () => {
    renderChat('/', { form: null });
    await screen.findByRole('region', { name: 'Questionnaire about your situation' });
    expect(promptBox()).toBeDisabled();
  });

  it('a predefined prompt sends its label', async () => {
    const { fetchMock } = renderChat();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Can my landlord take back my dwelling to live in it?',
      }),
    );
    await screen.findByRole('heading', { name: 'Summary' });
    expect(callsTo(fetchMock, 'POST', `/api/advices/${CHAT_ID}/create-advice`)).toEqual([
      { question: 'Can my landlord take back my dwelling to live in it?' },
    ]);
  });

  it('shows the rate-limit message on a 429, with Try Again', async () => {
    let calls = 0;
    renderChat('/', {
      stream: () =>
        ++calls === 1
          ? jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many questions' } }, 429)
          : sseResponse([{ type: 'done', advice: finishedAdvice() }]),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(promptBox()).toBeEnabled());
    await user.type(promptBox(), `${QUESTION}{Enter}`);
    const alert = await screen.findByText(
      'You are asking questions too quickly. Please wait a minute.',
    );
    expect(alert).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByText(/too quickly/)).not.toBeInTheDocument();
  });

  it('shows the apology as the answer and the error box when the stream reports an error', async () => {
    renderChat('/', {
      stream: () =>
        sseResponse([
          { type: 'error', code: 'INTERNAL', message: 'Sorry, I cannot process this request.' },
        ]),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(promptBox()).toBeEnabled());
    await user.type(promptBox(), `${QUESTION}{Enter}`);
    expect(await screen.findByText('Sorry, I cannot process this request.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('loads the conversation of the URL and shows "Sorry, your question" answers as plain text', async () => {
    const text = 'Sorry, your question is not about **Quebec housing law**.';
    renderChat(`/?chatId=${CHAT_ID}`, {
      conversation: makeConversation({
        advices: [finishedAdvice({ advice: text, reasoning: null })],
      }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Composed offline from the sources')).not.toBeInTheDocument();
  });

  it("opens the document's conversation with its first render: no request, no empty chat first", async () => {
    // Every element the screen ever adds, even one a later commit of the same task removes.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) added.push(node.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    seedConversation(CHAT_ID, makeConversation({ advices: [finishedAdvice()] }));
    const { fetchMock } = renderChat(`/?chatId=${CHAT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    observer.disconnect();
    expect(callsTo(fetchMock, 'GET', `/api/advices/${CHAT_ID}`)).toHaveLength(0);
    expect(added.some((text) => text.includes('Welcome to LexLogis'))).toBe(false);
  });

  it('keeps the export row in place, disabled, while the conversation of the URL loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderChat(`/?chatId=${CHAT_ID}`, {
      extra: { [`GET /api/advices/${CHAT_ID}`]: () => pending },
    });
    // Its place is kept so the prompt does not jump when the conversation arrives (issue 18).
    const pdf = await screen.findByRole('button', { name: 'Export the conversation as PDF' });
    expect(pdf).toBeDisabled();
    answer(jsonResponse(makeConversation({ advices: [finishedAdvice()] })));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export the conversation as PDF' })).toBeEnabled();
  });

  it('says "No response content available." for an empty answer and never renders raw HTML', async () => {
    renderChat(`/?chatId=${CHAT_ID}`, {
      conversation: makeConversation({
        advices: [
          finishedAdvice({ id: 'a', question: 'Empty?', advice: '   ' }),
          finishedAdvice({
            id: 'b',
            question: 'Html?',
            advice: 'Hello <img src=x onerror="alert(1)"> world',
          }),
        ],
      }),
    });
    expect(await screen.findByText('No response content available.')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('edits a question: Enter sends the edited text', async () => {
    const { fetchMock } = renderChat(`/?chatId=${CHAT_ID}`, {
      conversation: makeConversation({ advices: [finishedAdvice()] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the question' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your question' });
    await user.clear(editor);
    await user.type(editor, 'What if it is 20%?{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/advices/${CHAT_ID}/create-advice`)).toEqual([
        { question: 'What if it is 20%?' },
      ]),
    );
  });
});
