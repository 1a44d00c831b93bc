/**
 * Iterates an async iterable but stops as soon as the signal aborts, even when the producer
 * is stuck waiting (a silent network peer). The producer's return() is still called so it can
 * release its connection.
 */
export async function* iterateUntilAborted<T>(
  iterable: AsyncIterable<T>,
  signal: AbortSignal,
): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(toAbortError(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // The race below handles it; an unhandled rejection must not crash the process.
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    // Not awaited: a stuck producer must not hold the caller.
    void iterator.return?.()?.catch?.(() => undefined);
  }
}

export function toAbortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException(String(signal.reason ?? 'Aborted'), 'AbortError');
}
