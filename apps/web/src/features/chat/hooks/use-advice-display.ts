import { useEffect, useState } from 'react';

export const ADVICE_DISPLAY_DELAY_MS = 1000;
export type AdviceDisplay = 'initial' | 'animating' | 'complete';

/**
 * Spec 01 §4 "Advice display": initial, animating, then complete 1 s after a question exists
 * and the chat is no longer loading or streaming. The case outcome waits for complete.
 */
export function useAdviceDisplay(hasQuestion: boolean, isBusy: boolean): AdviceDisplay {
  const [completedFor, setCompletedFor] = useState<boolean>(false);
  const settled = hasQuestion && !isBusy;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setCompletedFor(true), ADVICE_DISPLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setCompletedFor(false);
    };
  }, [settled]);
  if (!hasQuestion) return 'initial';
  return settled && completedFor ? 'complete' : 'animating';
}
