import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRevealInTransition } from './use-reveal-in-transition';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A part whose render takes 8 ms of CPU, like a section of an answer on a slow phone. */
function SlowPart({ index, log }: { index: number; log: string[] }) {
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // busy
  }
  log.push(`part ${index}`);
  // Another task, queued while the parts render: it runs between them only if React yields.
  if (index === 0) setTimeout(() => log.push('other task'), 0);
  return <p>part {index}</p>;
}

function Probe({
  count = 6,
  deferrable,
  log,
}: {
  count?: number;
  deferrable: boolean;
  log: string[];
}) {
  const revealed = useRevealInTransition(count > 0, deferrable);
  if (!revealed) return <p>loading</p>;
  return Array.from({ length: count }, (_, index) => (
    <SlowPart key={index} index={index} log={log} />
  ));
}

// Outside act(): React schedules and yields as it does in the browser.
let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useRevealInTransition', () => {
  it('paints the placeholder first, then renders the parts yielding between them', async () => {
    const log: string[] = [];
    flushSync(() => root.render(<Probe count={0} deferrable={false} log={log} />));
    expect(container.textContent).toBe('');
    // The conversation's answers arrive, all finished.
    flushSync(() => root.render(<Probe deferrable log={log} />));
    expect(container.textContent).toBe('loading');

    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(6));
    const other = log.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.length - 1);
  });

  it('shows at once what needs no deferral, and never hides it again', () => {
    const log: string[] = [];
    // A question just asked, its answer streaming.
    flushSync(() => root.render(<Probe count={1} deferrable={false} log={log} />));
    expect(container.textContent).toBe('part 0');
    // The answer finishes: it stays on screen.
    flushSync(() => root.render(<Probe count={1} deferrable log={log} />));
    expect(container.textContent).toBe('part 0');
  });

  it('holds back again the answers of the next conversation, once the list was emptied', () => {
    const log: string[] = [];
    flushSync(() => root.render(<Probe count={1} deferrable={false} log={log} />));
    flushSync(() => root.render(<Probe count={0} deferrable={false} log={log} />));
    flushSync(() => root.render(<Probe count={2} deferrable log={log} />));
    expect(container.textContent).toBe('loading');
  });
});
