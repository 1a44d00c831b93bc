import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvice } from '../hooks/chat-test-data';
import { AnswerContent } from './answer-content';

function renderAnswer(text: string) {
  return render(<AnswerContent advice={makeAdvice({ status: 'ready', advice: text })} />);
}

describe('AnswerContent', () => {
  it('never renders an image from an answer: its alt text links to the address instead', async () => {
    const { container } = renderAnswer(
      '## Summary\n\nSee ![the tracking pixel](https://tracker.example/p.gif?u=1) here, ' +
        'and ![](https://tracker.example/blank.gif) too.',
    );
    expect(container.querySelector('img')).toBeNull();
    const link = await screen.findByRole('link', { name: 'the tracking pixel' });
    expect(link).toHaveAttribute('href', 'https://tracker.example/p.gif?u=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://tracker.example/blank.gif' })).toBeVisible();
  });

  it('shows only the alt text of an image whose address is unsafe', async () => {
    const { container } = renderAnswer('Look: ![a chart](javascript:alert(1))');
    expect(await screen.findByText('a chart')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('a chart')).toBeVisible();
  });

  it('keeps ordinary links opening in a new tab', async () => {
    renderAnswer('Read [art. 1942](https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991).');
    const link = await screen.findByRole('link', { name: 'art. 1942' });
    expect(link).toHaveAttribute('target', '_blank');
  });
});
