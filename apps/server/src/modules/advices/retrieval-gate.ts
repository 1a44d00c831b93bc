/**
 * At most `limit` pieces of answer work at a time (retrievals, and offline compositions, which
 * are CPU on the server's thread); the others wait their turn in order. The embedded database
 * runs its queries on that same thread, one at a time, so more parallel answers only lengthen
 * the queue that a new request's own work (session check, starting its answer) waits behind:
 * gating keeps the first streamed byte fast under load, at no cost in throughput.
 */
export function createRetrievalGate(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < limit) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return async function gated<T>(work: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
}
