import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a list may show its items. Items that arrive all at once and are costly to render (an
 * answered conversation, opened by its address or from the history) are held back for one
 * render, then shown through a transition: React renders them in slices of a few milliseconds,
 * letting the browser run other tasks in between, instead of in one long task, and commits them
 * at once when complete, so nothing shifts on the way (issue 18). Items that need no deferral
 * (a question just asked) show at once, and once shown the list never hides them again; an
 * emptied list (another conversation on its way) starts over.
 */
export function useRevealInTransition(hasItems: boolean, deferrable: boolean): boolean {
  const [revealed, setRevealed] = useState(false);
  const waiting = hasItems && !revealed && deferrable;
  // Adjusting state while rendering, as React documents it: no extra commit.
  if (!hasItems && revealed) setRevealed(false);
  if (hasItems && !revealed && !deferrable) setRevealed(true);
  useEffect(() => {
    if (waiting) startTransition(() => setRevealed(true));
  }, [waiting]);
  return !waiting;
}
