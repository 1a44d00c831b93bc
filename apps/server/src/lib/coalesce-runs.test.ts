import { describe, expect, it } from 'vitest';
import { coalesceRuns } from './coalesce-runs';

/** A run the test finishes by hand, recording when each run started. */
function createManualRuns() {
  const finishers: Array<() => void> = [];
  let started = 0;
  const run = () =>
    new Promise<void>((resolve) => {
      started += 1;
      finishers.push(resolve);
    });
  return {
    run,
    started: () => started,
    finish: async (index: number) => {
      finishers[index]?.();
      // Let the chained callbacks of the finished run settle.
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    },
  };
}

describe('coalesceRuns', () => {
  it('makes a caller arriving during a run wait for the next run, not the one under way', async () => {
    const manual = createManualRuns();
    const barrier = coalesceRuns(manual.run);
    let firstDone = false;
    let secondDone = false;
    void barrier().then(() => (firstDone = true));
    void barrier().then(() => (secondDone = true));
    expect(manual.started()).toBe(1);

    await manual.finish(0);
    expect(firstDone).toBe(true);
    expect(secondDone).toBe(false);
    expect(manual.started()).toBe(2);

    await manual.finish(1);
    expect(secondDone).toBe(true);
  });

  it('shares one waiting run among all callers that arrive during a run', async () => {
    const manual = createManualRuns();
    const barrier = coalesceRuns(manual.run);
    void barrier();
    const waiting = Array.from({ length: 10 }, () => barrier());
    await manual.finish(0);
    expect(manual.started()).toBe(2);
    await manual.finish(1);
    await Promise.all(waiting);
    expect(manual.started()).toBe(2);
  });

  it('starts the next run even when the one under way failed', async () => {
    let calls = 0;
    const barrier = coalesceRuns(async () => {
      calls += 1;
      if (calls === 1) throw new Error('lost connection');
    });
    const first = barrier();
    const second = barrier();
    await expect(first).rejects.toThrow('lost connection');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
