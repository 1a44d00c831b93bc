import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTemporaryTitle, type AdviceStreamEvent } from '@lexlogis/contracts';
import { ApiError } from '@/lib/api-error';
import type { ChatApi } from '../api/advices-api';
import { createChatStore, type ChatStoreDeps } from './chat-store';
import { RESET_CHAT } from './chat-stream-run';
import { FOLLOW_INTERVAL_MS, STALL_READS } from './chat-following';
import { CHAT_ID, makeAdvice, makeConversation } from './chat-test-data';

const FORM = { formAnswerId: 'form-1', answers: null };
const QUESTION = 'My landlord wants to raise my rent by 12% at renewal, what can I do?';

/** A stream the test drives event by event; it ends when `finish` is called or on abort. */
function controllableStream() {
  let emit: (event: AdviceStreamEvent) => void = () => undefined;
  let finish: () => void = () => undefined;
  const streamAdvice = vi.fn<ChatApi['streamAdvice']>(
    (_body, onEvent, signal) =>
      new Promise<void>((resolve, reject) => {
        emit = onEvent;
        finish = resolve;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { streamAdvice, emit: (event: AdviceStreamEvent) => emit(event), end: () => finish() };
}

function setup(overrides: Partial<ChatApi> = {}) {
  const stream = controllableStream();
  const api: ChatApi = {
    fetchConversation: vi.fn(async () => makeConversation()),
    createConversation: vi.fn(async () => makeConversation()),
    createAdvice: vi.fn(async (_id, question) => makeAdvice({ question })),
    streamAdvice: stream.streamAdvice,
    updateAdviceStatus: vi.fn(async () => undefined),
    ...overrides,
  };
  const deps: ChatStoreDeps = {
    api,
    getLanguage: () => 'en',
    onConversationCreated: vi.fn(),
    onListChanged: vi.fn(),
    notify: vi.fn(),
  };
  return { store: createChatStore(deps), api, deps, stream };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('chat store', () => {
  it("starts on the document's finished conversation, as selecting it would end, with no request", async () => {
    const conversation = makeConversation({ advices: [makeAdvice({ status: 'ready' })] });
    const takeLoadedConversation = vi.fn<NonNullable<ChatApi['takeLoadedConversation']>>(
      (_chatId, accept) => (accept(conversation) ? conversation : null),
    );
    const { store, api } = setup({ takeLoadedConversation });
    store.adoptLoaded(CHAT_ID);
    expect(takeLoadedConversation).toHaveBeenCalledWith(CHAT_ID, expect.any(Function));
    expect(store.getState()).toMatchObject({
      chatId: CHAT_ID,
      advices: conversation.advices,
      conversation: { id: conversation.id, title: conversation.title },
      isTransitioning: false,
      isFollowing: false,
    });
    expect(await store.selectChat(CHAT_ID)).toBe(true);
    expect(api.fetchConversation).not.toHaveBeenCalled();
  });

  it('leaves a conversation whose answer is still being written to selectChat, which follows it', () => {
    const writing = makeConversation({ advices: [makeAdvice({ status: 'streaming' })] });
    const { store } = setup({
      takeLoadedConversation: (_chatId, accept) => (accept(writing) ? writing : null),
    });
    store.adoptLoaded(CHAT_ID);
    expect(store.getState().chatId).toBeNull();
  });

  it('creates the conversation on the first prompt, then submitted → streaming → ready', async () => {
    const { store, api, deps, stream } = setup();
    const sending = store.sendPrompt(QUESTION, FORM);
    expect(store.getState().status).toBe('submitted');
    await flush();
    expect(api.createConversation).toHaveBeenCalledWith(
      { title: createTemporaryTitle(QUESTION), description: '', formAnswerId: 'form-1' },
      expect.any(AbortSignal),
    );
    expect(deps.onConversationCreated).toHaveBeenCalledWith(CHAT_ID);
    expect(api.createAdvice).toHaveBeenCalledWith(CHAT_ID, QUESTION, expect.any(AbortSignal));
    expect(stream.streamAdvice.mock.calls[0]![0]).toMatchObject({
      conversationId: CHAT_ID,
      adviceId: 'advice-1',
      question: QUESTION,
      lang: 'en',
      history: [],
    });

    stream.emit({ type: 'start', advice: makeAdvice({ question: QUESTION, status: 'streaming' }) });
    stream.emit({ type: 'delta', text: 'You may refuse' });
    expect(store.getState().status).toBe('streaming');
    expect(store.getState().advices[0]!.advice).toBe('You may refuse');
    stream.emit({
      type: 'done',
      advice: makeAdvice({ question: QUESTION, status: 'ready', advice: 'You may refuse it.' }),
    });
    stream.end();
    await sending;
    expect(store.getState()).toMatchObject({ status: 'ready', streamingAdviceId: null });
    expect(store.getState().advices).toHaveLength(1);
  });

  it('reads the conversation again after an answer, for the case outcome it now has', async () => {
    const outcome = {
      role: 'tenant' as const,
      similarCases: [],
      stats: { total: 0, favourable: 0, unfavourable: 0, neutral: 0, unknown: 0 },
      computedAt: '2026-03-01T12:00:05.000Z',
    };
    const { store, api, stream } = setup({
      fetchConversation: vi.fn(async () => makeConversation({ caseOutcome: outcome })),
    });
    const sending = store.sendPrompt(QUESTION, FORM);
    await flush();
    expect(store.getState().conversation?.caseOutcome ?? null).toBeNull();
    const done = makeAdvice({ question: QUESTION, status: 'ready', advice: 'You may refuse it.' });
    stream.emit({ type: 'done', advice: done });
    stream.end();
    await sending;
    await flush();
    expect(api.fetchConversation).toHaveBeenCalledWith(CHAT_ID);
    expect(store.getState().conversation?.caseOutcome).toEqual(outcome);
    // The advices on screen are kept, not replaced by the (empty) list read back.
    expect(store.getState().advices.map((advice) => advice.advice)).toEqual(['You may refuse it.']);
  });

  it('needs a form answer id: otherwise it only says so', async () => {
    const { store, api, deps } = setup();
    await store.sendPrompt(QUESTION, { formAnswerId: null, answers: null });
    expect(deps.notify).toHaveBeenCalledWith('missing-form-context');
    expect(api.createConversation).not.toHaveBeenCalled();
    expect(store.getState().advices).toEqual([]);
  });

  it('ignores blank prompts and prompts sent while loading', async () => {
    const { store, api } = setup();
    await store.sendPrompt('   ', FORM);
    expect(store.getState().status).toBe('ready');
    void store.sendPrompt(QUESTION, FORM);
    void store.sendPrompt('Another one', FORM);
    await flush();
    expect(api.createAdvice).toHaveBeenCalledTimes(1);
  });

  it('turns a 429 into the rate-limit error, and Try Again asks once more', async () => {
    const createAdvice = vi
      .fn<ChatApi['createAdvice']>()
      .mockRejectedValueOnce(new ApiError('Too many questions', 429, null, 'RATE_LIMITED'))
      .mockResolvedValue(makeAdvice({ id: 'advice-2', question: QUESTION }));
    const { store, deps, stream } = setup({ createAdvice });
    await store.sendPrompt(QUESTION, FORM);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'rate-limited' });
    expect(deps.notify).not.toHaveBeenCalledWith('send-failed');

    const retrying = store.retry(FORM);
    await flush();
    expect(store.getState()).toMatchObject({ status: 'submitted', error: null });
    stream.emit({
      type: 'done',
      advice: makeAdvice({ id: 'advice-2', status: 'ready', advice: 'Ok then.' }),
    });
    stream.end();
    await retrying;
    expect(store.getState().status).toBe('ready');
  });

  it('says "Failed to send message" when a request fails', async () => {
    const { store, deps } = setup({
      createConversation: vi.fn(async () => {
        throw new ApiError('API request failed', 500);
      }),
    });
    await store.sendPrompt(QUESTION, FORM);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'send-failed' });
    expect(store.getState().advices[0]).toMatchObject({
      status: 'error',
      advice: 'Error: API request failed',
    });
    expect(deps.notify).toHaveBeenCalledWith('send-failed');
  });

  it('New chat aborts the stream with RESET_CHAT, stops the answer on the server and clears everything quietly', async () => {
    const { store, api, deps, stream } = setup();
    const sending = store.sendPrompt(QUESTION, FORM);
    await flush();
    const signal = stream.streamAdvice.mock.calls[0]![2]!;
    stream.emit({ type: 'delta', text: 'Partial' });
    store.reset();
    await sending;
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(RESET_CHAT);
    expect(api.updateAdviceStatus).toHaveBeenCalledWith('advice-1', 'aborted');
    expect(store.getState()).toMatchObject({
      status: 'ready',
      chatId: null,
      advices: [],
      error: null,
    });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('opening another chat while an answer streams leaves that answer to the server', async () => {
    const { store, api, stream } = setup();
    const sending = store.sendPrompt(QUESTION, FORM);
    await flush();
    const signal = stream.streamAdvice.mock.calls[0]![2]!;
    await store.selectChat('other-chat');
    await sending;
    expect(signal.aborted).toBe(true);
    expect(api.updateAdviceStatus).not.toHaveBeenCalled();
  });

  it('Stop aborts the answer, marks it aborted and tells the server', async () => {
    const { store, api } = setup();
    const sending = store.sendPrompt(QUESTION, FORM);
    await flush();
    store.stop();
    await sending;
    expect(store.getState().status).toBe('ready');
    expect(store.getState().advices[0]!.status).toBe('aborted');
    expect(api.updateAdviceStatus).toHaveBeenCalledWith('advice-1', 'aborted');
  });

  it('selecting a chat with an answer still being written re-reads it until it is done', async () => {
    vi.useFakeTimers();
    const fetchConversation = vi
      .fn<ChatApi['fetchConversation']>()
      .mockResolvedValueOnce(
        makeConversation({ advices: [makeAdvice({ status: 'streaming', advice: 'Par' })] }),
      )
      .mockResolvedValueOnce(
        makeConversation({ advices: [makeAdvice({ status: 'streaming', advice: 'Partial' })] }),
      )
      .mockResolvedValue(
        makeConversation({
          advices: [makeAdvice({ status: 'ready', advice: 'Finished answer.' })],
        }),
      );
    const { store } = setup({ fetchConversation });
    expect(await store.selectChat(CHAT_ID)).toBe(true);
    expect(store.getState()).toMatchObject({ chatId: CHAT_ID, isFollowing: true });
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(store.getState().advices[0]!.advice).toBe('Partial');
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(store.getState()).toMatchObject({ isFollowing: false });
    expect(store.getState().advices[0]).toMatchObject({
      status: 'ready',
      advice: 'Finished answer.',
    });
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3);
    expect(fetchConversation).toHaveBeenCalledTimes(3);
  });

  it('starts an answer nobody started: its stream request never reached the server', async () => {
    vi.useFakeTimers();
    const unstarted = makeAdvice({ status: 'submitted', question: QUESTION });
    const fetchConversation = vi.fn(async () => makeConversation({ advices: [unstarted] }));
    const { store, stream } = setup({ fetchConversation });
    await store.selectChat(CHAT_ID);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * (STALL_READS - 2));
    expect(stream.streamAdvice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(stream.streamAdvice).toHaveBeenCalledTimes(1);
    expect(stream.streamAdvice.mock.calls[0]![0]).toMatchObject({
      conversationId: CHAT_ID,
      adviceId: unstarted.id,
      question: QUESTION,
      lang: 'en',
    });
    stream.emit({ type: 'delta', text: 'You may refuse' });
    expect(store.getState()).toMatchObject({ status: 'streaming', isFollowing: false });
    stream.emit({ type: 'done', advice: { ...unstarted, status: 'ready', advice: 'Done.' } });
    stream.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().status).toBe('ready');
    expect(store.getState().advices[0]).toMatchObject({ status: 'ready', advice: 'Done.' });
  });

  it('leaves a submitted answer to its own request when it starts within the wait', async () => {
    vi.useFakeTimers();
    const fetchConversation = vi
      .fn<ChatApi['fetchConversation']>()
      .mockResolvedValueOnce(makeConversation({ advices: [makeAdvice({ status: 'submitted' })] }))
      .mockResolvedValueOnce(makeConversation({ advices: [makeAdvice({ status: 'submitted' })] }))
      .mockResolvedValueOnce(makeConversation({ advices: [makeAdvice({ status: 'streaming' })] }))
      .mockResolvedValue(makeConversation({ advices: [makeAdvice({ status: 'ready' })] }));
    const { store, stream } = setup({ fetchConversation });
    await store.selectChat(CHAT_ID);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * (STALL_READS + 2));
    expect(stream.streamAdvice).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ isFollowing: false });
    expect(store.getState().advices[0]!.status).toBe('ready');
  });

  it('a failed selection says "Failed to load conversation" and leaves an empty chat', async () => {
    const { store, deps } = setup({
      fetchConversation: vi.fn(async () => {
        throw new ApiError('Conversation not found', 404);
      }),
    });
    expect(await store.selectChat('missing')).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith('load-failed');
    expect(store.getState().chatId).toBeNull();
  });

  it('sends the finished turns as history with later questions', async () => {
    const { store, stream } = setup({
      fetchConversation: vi.fn(async () =>
        makeConversation({
          advices: [makeAdvice({ status: 'ready', question: 'Q1', advice: 'First answer.' })],
        }),
      ),
      createAdvice: vi.fn(async (_id, question) => makeAdvice({ id: 'advice-2', question })),
    });
    await store.selectChat(CHAT_ID);
    void store.sendPrompt('And then?', FORM);
    await flush();
    expect(stream.streamAdvice.mock.calls[0]![0].history).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'First answer.' },
    ]);
  });

  it('reports the browser time to the first streamed token and to the whole answer', async () => {
    const { deps, stream } = setup();
    let now = 1000;
    const timings: [string, number][] = [];
    const timed = createChatStore({
      ...deps,
      now: () => now,
      onAnswerTiming: (timing, ms) => timings.push([timing, ms]),
    });
    const sending = timed.sendPrompt(QUESTION, FORM);
    await flush();
    now = 1800;
    stream.emit({ type: 'delta', text: 'You may' });
    now = 1900;
    stream.emit({ type: 'delta', text: ' refuse' });
    now = 4500;
    stream.emit({
      type: 'done',
      advice: makeAdvice({ question: QUESTION, status: 'ready', advice: 'You may refuse.' }),
    });
    stream.end();
    await sending;
    expect(timings).toEqual([
      ['answer-first-token', 800],
      ['answer-complete', 3500],
    ]);
  });
});
