import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's prerendered markup and while the browser hydrates it, true from then on
 * (and at once in a page rendered in the browser). The sign-in page paints before its script
 * runs (issue 18, round 5): its buttons stay disabled until then, so an early click cannot
 * submit the form natively (a GET with the password in the address) or be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
