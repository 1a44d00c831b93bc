import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppRouter } from './router';

/**
 * The app's first render. With the session confirmed already (the document brought the account:
 * issue 18, round 7) it is the whole shell and screen, 140–190 ms at 4× CPU in one task when
 * rendered plainly; as a transition React renders it in slices and yields in between (round 9).
 * It waits for the router first: RouterProvider reads the router's state when it first renders
 * and subscribes in a layout effect, so route modules arriving between two slices would be lost
 * (round 7), and arriving between `root.render` and React's render task they made that render the
 * whole screen in one go. A session still restoring renders the loader at once, as before.
 */
export function renderApp(
  root: Root,
  app: ReactNode,
  {
    router,
    sessionConfirmed,
  }: { router: Pick<AppRouter, 'state' | 'subscribe'>; sessionConfirmed: boolean },
): void {
  if (!sessionConfirmed) return root.render(app);
  const render = () => startTransition(() => root.render(app));
  if (router.state.initialized) return render();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
