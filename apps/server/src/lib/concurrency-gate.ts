/**
 * Runs at most `limit` tasks at once; the rest wait their turn in order. GET /metrics starts
 * some twenty queries: all at once they held every pooled connection on a loaded machine, and
 * other requests (the rate limiter, request timings) timed out waiting for one.
 */
export function createConcurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
