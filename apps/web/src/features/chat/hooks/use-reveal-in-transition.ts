import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render when `deferFirst`, then true through a transition. What a caller
 * shows once revealed is then rendered as a transition, which React interrupts every few
 * milliseconds to let the browser run other tasks, instead of in one long task; and it is
 * committed at once, when complete, so nothing shifts on the way (issue 18).
 */
export function useRevealInTransition(deferFirst: boolean): boolean {
  const [revealed, setRevealed] = useState(!deferFirst);
  useEffect(() => {
    if (!revealed) startTransition(() => setRevealed(true));
  }, [revealed]);
  return revealed;
}
