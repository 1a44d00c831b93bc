import { describe, expect, it } from 'vitest';
import { ADVICE_FALLBACK_ERROR_TEXT } from '@lexlogis/contracts';
import { INITIAL_CHAT_STATE, applyStreamEvent, buildHistory, dedupeAdvices } from './chat-state';
import { LAW_SOURCE, makeAdvice } from './chat-test-data';

describe('dedupeAdvices', () => {
  it('keeps the latest advice of an identical question, case- and space-insensitively', () => {
    const first = makeAdvice({ id: 'a', question: 'Can I sublet?', status: 'error' });
    const other = makeAdvice({ id: 'b', question: 'Rent increase?' });
    const again = makeAdvice({ id: 'c', question: '  can i   SUBLET? ' });
    expect(dedupeAdvices([first, other, again], null).map((a) => a.id)).toEqual(['b', 'c']);
  });

  it('always keeps the advice that is streaming', () => {
    const done = makeAdvice({ id: 'a', question: 'Same?' });
    const streaming = makeAdvice({ id: 'b', question: 'same?' });
    const later = makeAdvice({ id: 'c', question: 'SAME?' });
    expect(dedupeAdvices([done, streaming, later], 'b').map((a) => a.id)).toEqual(['b', 'c']);
  });
});

describe('applyStreamEvent', () => {
  const base = { ...INITIAL_CHAT_STATE, status: 'submitted' as const, advices: [makeAdvice()] };

  it('goes streaming on start, adds sources and text, then ready with the final advice', () => {
    let state = applyStreamEvent(base, 'advice-1', {
      type: 'start',
      advice: makeAdvice({ status: 'streaming' }),
    });
    expect(state.status).toBe('streaming');
    state = applyStreamEvent(state, 'advice-1', { type: 'sources', sources: [LAW_SOURCE] });
    state = applyStreamEvent(state, 'advice-1', { type: 'delta', text: '## Summary' });
    state = applyStreamEvent(state, 'advice-1', { type: 'delta', text: '\nYes.' });
    expect(state.advices[0]).toMatchObject({ advice: '## Summary\nYes.', sources: [LAW_SOURCE] });
    state = applyStreamEvent(state, 'advice-1', {
      type: 'done',
      advice: makeAdvice({ status: 'ready', advice: 'Final text.' }),
    });
    expect(state.status).toBe('ready');
    expect(state.advices[0]).toMatchObject({ status: 'ready', advice: 'Final text.' });
  });

  it('marks the advice and the chat in error on an error event', () => {
    const state = applyStreamEvent(base, 'advice-1', {
      type: 'error',
      code: 'INTERNAL',
      message: ADVICE_FALLBACK_ERROR_TEXT,
    });
    expect(state.status).toBe('error');
    expect(state.error).toBe('answer-failed');
    expect(state.advices[0]).toMatchObject({ status: 'error', advice: ADVICE_FALLBACK_ERROR_TEXT });
  });
});

describe('buildHistory', () => {
  it('sends finished turns only, as user and assistant messages', () => {
    const history = buildHistory([
      makeAdvice({ id: 'a', question: 'Q1', advice: 'Answer one', status: 'ready' }),
      makeAdvice({ id: 'b', question: 'Q2', advice: 'Error: x', status: 'error' }),
    ]);
    expect(history).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Answer one' },
    ]);
  });
});
