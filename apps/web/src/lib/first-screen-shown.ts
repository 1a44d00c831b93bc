/**
 * Work for later screens (the other catalogs, the sidebar's other panels) waits for the first
 * screen. An answered conversation's is its answers: with the first render in slices, idle
 * periods came before they were painted, and the ~20 requests started in them were counted into
 * the answer's simulated LCP (issue 18, round 9).
 */
let shown = false;
const waiting = new Set<() => void>();

/** The first screen is painted (a conversation's answers), or is not going to be. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Runs `callback` once the first screen is shown, at once if it is; returns a cancel. */
export function runAfterFirstScreen(callback: () => void): () => void {
  if (shown) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/**
 * At start-up: a conversation in the address is shown when its answers are (MessageList); any
 * other screen, or one that never shows them, does not hold the rest back.
 */
export function startFirstScreenWait(search: string): void {
  if (!new URLSearchParams(search).has('chatId')) markFirstScreenShown();
  setTimeout(markFirstScreenShown, 10_000);
}
