import type * as TailwindMerge from 'tailwind-merge';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { cn, warmUpClassMerge } from './utils';

// tailwind-merge (third-party) builds its class map on its first call with classes to merge.
vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof TailwindMerge>();
  return { ...actual, twMerge: vi.fn(actual.twMerge) };
});

describe('warmUpClassMerge', () => {
  it('has tailwind-merge resolve a conflict, which builds its configuration', () => {
    warmUpClassMerge();
    expect(twMerge).toHaveBeenCalledWith('p-1 p-2');
    expect(vi.mocked(twMerge).mock.results[0]?.value).toBe('p-2');
    expect(cn('px-2', 'px-4')).toBe('px-4');
  });
});
