import { describe, expect, it, vi } from 'vitest';
import { markFirstScreenShown, runAfterFirstScreen } from './first-screen-shown';

describe('work after the first screen', () => {
  it('waits for the mark, can be cancelled, and runs at once once the screen is shown', () => {
    const later = vi.fn();
    const cancelled = vi.fn();
    runAfterFirstScreen(later);
    const cancel = runAfterFirstScreen(cancelled);
    cancel();
    expect(later).not.toHaveBeenCalled();

    markFirstScreenShown();
    markFirstScreenShown();
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const afterwards = vi.fn();
    runAfterFirstScreen(afterwards);
    expect(afterwards).toHaveBeenCalledTimes(1);
  });
});
