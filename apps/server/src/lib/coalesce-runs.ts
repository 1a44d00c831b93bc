/**
 * Wraps `run` so that each caller waits for a run that started after its call: a run already
 * under way may have begun before the caller's reason to wait (e.g. sent its marker before the
 * caller's change was committed). Callers arriving during one run share the next, so at most one
 * run is under way and one is waiting, however many callers there are.
 */
export function coalesceRuns(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> =>
    (running = run().finally(() => {
      running = undefined;
    }));
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
