type Preloadable = { preload: () => Promise<unknown> };

/**
 * Starts each preload in an idle period of its own, in order. A lazy import appends a preload
 * link for each chunk it needs as it starts: five of them in one callback were one long task
 * after the first screen (issue 18, round 8). Returns a function that stops the ones not begun.
 */
export function preloadWhenIdle(parts: readonly Preloadable[]): () => void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
  let stopped = false;
  const startFrom = (index: number) => {
    const part = parts[index];
    if (!part) return;
    whenIdle(() => {
      if (stopped) return;
      part.preload().catch(() => undefined);
      startFrom(index + 1);
    });
  };
  startFrom(0);
  return () => {
    stopped = true;
  };
}
