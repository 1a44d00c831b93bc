import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';

describe('createConcurrencyGate', () => {
  it('never runs more than the limit at once, and runs every task', async () => {
    const gate = createConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => gate(task(value))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createConcurrencyGate(1);
    await expect(gate(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate(async () => 'next')).resolves.toBe('next');
  });
});
