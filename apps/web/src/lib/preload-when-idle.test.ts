import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload-when-idle';

describe('preloadWhenIdle', () => {
  const idle: Array<() => void> = [];
  afterEach(() => {
    idle.length = 0;
    vi.unstubAllGlobals();
  });

  const part = () => ({ preload: vi.fn(() => Promise.resolve()) });
  const runNextIdle = () => idle.shift()?.();

  it('starts one preload per idle period, in order', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const parts = [part(), part(), part()];
    preloadWhenIdle(parts);
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([0, 0, 0]);

    runNextIdle();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 0, 0]);
    runNextIdle();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 1, 0]);
    runNextIdle();
    expect(parts.map((p) => p.preload.mock.calls.length)).toEqual([1, 1, 1]);
    expect(idle).toHaveLength(0);
  });

  it('starts nothing more once stopped, and ignores a failed preload', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const failing = { preload: vi.fn(() => Promise.reject(new Error('offline'))) };
    const later = part();
    const stop = preloadWhenIdle([failing, later]);
    runNextIdle();
    expect(failing.preload).toHaveBeenCalledOnce();
    stop();
    runNextIdle();
    expect(later.preload).not.toHaveBeenCalled();
  });
});
