import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromptInput } from './prompt-input';

function renderInput(props: Partial<Parameters<typeof PromptInput>[0]> = {}) {
  const onSend = vi.fn();
  render(
    <PromptInput
      disabled={false}
      isLoading={false}
      canStop={false}
      onSend={onSend}
      onStop={vi.fn()}
      {...props}
    />,
  );
  return { onSend, box: screen.getByRole('textbox', { name: 'Your question' }) };
}

describe('prompt input', () => {
  it('counts characters and turns the counter red at 1000, cutting longer input', () => {
    const { box } = renderInput();
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('5/1000');
    expect(screen.getByTestId('prompt-counter')).not.toHaveClass('text-red-700');
    fireEvent.change(box, { target: { value: 'x'.repeat(1005) } });
    expect(box).toHaveValue('x'.repeat(1000));
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('1000/1000');
    expect(screen.getByTestId('prompt-counter')).toHaveClass('text-red-700');
  });

  it('sends the trimmed text on Enter; Shift+Enter adds a line', async () => {
    const { box, onSend } = renderInput();
    const user = userEvent.setup();
    await user.type(box, '  First line{Shift>}{Enter}{/Shift}second  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('  First line\nsecond  ');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond');
    expect(box).toHaveValue('');
  });

  it('never sends blank text, nor while the chat is loading', async () => {
    const user = userEvent.setup();
    const blank = renderInput();
    await user.type(blank.box, '   {Enter}');
    expect(blank.onSend).not.toHaveBeenCalled();
  });

  it('does not send while loading and offers Stop instead', async () => {
    const onStop = vi.fn();
    const { box, onSend } = renderInput({ isLoading: true, canStop: true, onStop });
    const user = userEvent.setup();
    await user.type(box, 'Question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop the answer' }));
    expect(onStop).toHaveBeenCalled();
  });

  it('is disabled until the questionnaire is submitted', () => {
    const { box } = renderInput({ disabled: true });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
