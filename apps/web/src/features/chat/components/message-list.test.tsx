import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdviceItem } from '@lexlogis/contracts';
import { finishedAdvice } from './chat-test-kit';
import { preloadAnswerRenderer } from './answer-content';
import { MessageList } from './message-list';

// The feedback buttons read the session and the chat store; what matters here is when they show.
vi.mock('./feedback-buttons', () => ({
  FeedbackButtons: () => <p data-testid="feedback">feedback</p>,
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** An answer of two sections (markdown-sections.ts cuts after 1,200 characters). */
const paragraph = (word: string) => `${word} `.repeat(260).trim();
const TWO_SECTIONS = `## First\n\n${paragraph('alpha')}\n\n## Second\n\n${paragraph('omega')}`;

function renderList(advices: AdviceItem[]) {
  root.render(
    <MessageList
      advices={advices}
      streamingAdviceId={null}
      isLoading={false}
      onSubmitEdit={() => {}}
    />,
  );
}

// Outside act(): React schedules the transition and yields as it does in the browser.
let root: Root;
let container: HTMLDivElement;
beforeAll(async () => {
  await preloadAnswerRenderer();
});
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('MessageList, an answered conversation opened', () => {
  it("paints the first answer's first section at once, then adds the rest after it", async () => {
    const advices = [
      finishedAdvice({ id: 'a1', question: 'First question?', advice: TWO_SECTIONS }),
      finishedAdvice({ id: 'a2', question: 'Second question?', advice: TWO_SECTIONS }),
    ];
    flushSync(() => renderList([]));
    // The renderer's chunk is in (preloaded), so this first render paints the preview.
    flushSync(() => renderList(advices));

    const list = container.querySelector('ol');
    const firstParagraph = container.querySelector('.markdown-answer p');
    const messages = () => container.querySelectorAll('[data-testid="chat-message"]');
    // The preview: the first message, its answer's first section, nothing below it yet.
    expect(messages()).toHaveLength(1);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(firstParagraph).not.toBeNull();
    expect(container.textContent).toContain('alpha');
    expect(container.textContent).not.toContain('omega');
    expect(container.textContent).not.toContain('Second question?');
    expect(container.querySelector('[data-testid="feedback"]')).toBeNull();

    await waitFor(() => expect(messages()).toHaveLength(2));
    // Added after, never instead: the painted nodes stay where they were.
    expect(container.querySelector('ol')).toBe(list);
    expect(container.querySelector('.markdown-answer p')).toBe(firstParagraph);
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(container.textContent).toContain('omega');
    expect(container.querySelectorAll('[data-testid="feedback"]')).toHaveLength(2);
  });
});
