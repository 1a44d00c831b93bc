import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type * as ReactMarkdown from 'react-markdown';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdvice } from '../hooks/chat-test-data';
import { AnswerContent } from './answer-content';
import { MIN_SECTION_CHARS } from './markdown-sections';

// Counts react-markdown's renders: each one parses its text (a third-party module, wrapped).
const parsed = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdown>();
  return {
    ...actual,
    default: (props: ComponentProps<typeof actual.default>) => {
      parsed.texts.push(String(props.children));
      return actual.default(props);
    },
  };
});

const paragraph = (index: number) => `Paragraph ${index} about the lease. `.repeat(12);
const LONG_ANSWER = [
  '## Summary',
  ...Array.from({ length: 12 }, (_, index) => paragraph(index)),
  '## Next steps',
  'Keep a dated copy.',
].join('\n\n');

describe('MarkdownAnswer', () => {
  beforeEach(() => {
    parsed.texts = [];
  });

  it('parses an answer once, not again when the message re-renders', async () => {
    const advice = makeAdvice({ status: 'ready', advice: LONG_ANSWER });
    const { rerender } = render(<AnswerContent advice={advice} />);
    expect(await screen.findByRole('heading', { name: 'Next steps' })).toBeVisible();
    const firstRender = parsed.texts.length;
    expect(firstRender).toBeGreaterThan(2); // by sections
    expect(firstRender).toBeLessThan(LONG_ANSWER.length / MIN_SECTION_CHARS + 2);

    // The store hands over a new object with the same text (a refetch, a feedback click).
    rerender(<AnswerContent advice={{ ...advice, feedback: { status: 'positive' } }} />);
    rerender(<AnswerContent advice={{ ...advice }} />);
    expect(parsed.texts).toHaveLength(firstRender);
  });

  it('parses again only the section that grew while an answer streams', async () => {
    const advice = makeAdvice({ status: 'streaming', advice: LONG_ANSWER });
    const { rerender } = render(<AnswerContent advice={advice} />);
    expect(await screen.findByRole('heading', { name: 'Next steps' })).toBeVisible();
    const before = parsed.texts.length;

    rerender(<AnswerContent advice={{ ...advice, advice: `${LONG_ANSWER} More words.` }} />);
    expect(await screen.findByText(/More words\./)).toBeVisible();
    expect(parsed.texts.slice(before)).toEqual([expect.stringMatching(/More words\.$/)]);
  });
});
