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

function Probe({ deferFirst, log }: { deferFirst: boolean; log: string[] }) {
  const revealed = useRevealInTransition(deferFirst);
  if (!revealed) return <p>loading</p>;
  return Array.from({ length: 6 }, (_, index) => <SlowPart key={index} index={index} log={log} />);
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
    flushSync(() => root.render(<Probe deferFirst log={log} />));
    expect(container.textContent).toBe('loading');

    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(6));
    const other = log.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.length - 1);
  });

  it('renders at once when there is nothing to defer', () => {
    const log: string[] = [];
    flushSync(() => root.render(<Probe deferFirst={false} log={log} />));
    expect(container.querySelectorAll('p')).toHaveLength(6);
  });
});
