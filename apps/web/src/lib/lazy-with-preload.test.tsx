import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderWithFallback(Component: (props: { name: string }) => React.ReactNode) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('suspends until the code is in when nothing preloaded it', async () => {
    const Lazy = lazyWithPreload(async () => Greeting);
    renderWithFallback(Lazy);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    renderWithFallback(Lazy);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
  });
});
