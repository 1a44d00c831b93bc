import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const COMPONENTS = 40;
const BUSY_MS = 2;

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/**
 * A tree of components that each take a few milliseconds to render. The first one queues a
 * timer; the last one notes whether it has fired. In one synchronous render it cannot have (the
 * render is one task); in a time-sliced one React yields every few milliseconds and it has.
 */
async function renderAndSeeWhetherItYielded(sessionConfirmed: boolean): Promise<boolean> {
  let timerFired = false;
  let firedBeforeLast: boolean | null = null;
  function Slow({ index }: { index: number }) {
    if (index === 0) setTimeout(() => (timerFired = true), 0);
    const until = performance.now() + BUSY_MS;
    while (performance.now() < until) {
      // Busy: the work of a real component's render.
    }
    if (index === COMPONENTS - 1) firedBeforeLast = timerFired;
    return <span>{index}</span>;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  renderApp(
    root,
    <>
      {Array.from({ length: COMPONENTS }, (_, index) => (
        <Slow key={index} index={index} />
      ))}
    </>,
    { router: createRouterStub(true) as never, sessionConfirmed },
  );
  const deadline = Date.now() + 5_000;
  while (container.childElementCount < COMPONENTS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(container.childElementCount).toBe(COMPONENTS);
  return firedBeforeLast ?? false;
}

/** What renderApp reads of the router: its state's `initialized` and its subscription. */
function createRouterStub(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize() {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

describe('renderApp', () => {
  it('renders a confirmed session first screen in slices, yielding to other tasks', async () => {
    expect(await renderAndSeeWhetherItYielded(true)).toBe(true);
  });

  it('renders at once while the session is still being restored', async () => {
    expect(await renderAndSeeWhetherItYielded(false)).toBe(false);
  });

  it('waits for the router to load its routes before rendering the confirmed first screen', async () => {
    const router = createRouterStub(false);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    renderApp(root, <p>screen</p>, {
      router: router as never,
      sessionConfirmed: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('screen');
  });
});
