import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type Props = { title: string | null };

function FakeDialog({ title }: Props) {
  return <div role="dialog">{title ?? 'closing'}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing until it first opens', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const Dialog = lazyDialog(load, (props: Props) => props.title !== null);
    const { rerender } = render(<Dialog title={null} />);

    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Dialog title="Rent increase" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Rent increase');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted once opened, so the dialog itself handles its closing', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const Dialog = lazyDialog(load, (props: Props) => props.title !== null);
    const { rerender } = render(<Dialog title="Repairs" />);
    await screen.findByRole('dialog');

    await act(async () => rerender(<Dialog title={null} />));
    expect(screen.getByRole('dialog')).toHaveTextContent('closing');
    await act(async () => rerender(<Dialog title="Repairs" />));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
