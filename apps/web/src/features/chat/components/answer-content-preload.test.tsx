import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvice } from '../hooks/chat-test-data';
import { AnswerContent, preloadAnswerRenderer } from './answer-content';

// A file of its own: the renderer must not have been loaded by another test first.
describe('AnswerContent after preloadAnswerRenderer', () => {
  it('shows the answer formatted in its first paint, with no plain-text reflow', async () => {
    await preloadAnswerRenderer();
    const advice = makeAdvice({ status: 'ready', advice: '## Summary\n\nThe rent may rise.' });
    render(<AnswerContent advice={advice} />);
    // Synchronous queries: no Suspense fallback was painted first.
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByText(/## Summary/)).toBeNull();
  });
});
