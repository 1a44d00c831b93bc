import type { TrackingEvent } from '@lexlogis/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackerDeps } from './tracking';
import { buildSourceClickEvent, buildTimingEvent } from './tracking-events';

function trackerWith(token: string | null) {
  const posted: TrackingEvent[][] = [];
  const deps: TrackerDeps = {
    getToken: () => token,
    post: vi.fn(async (events: TrackingEvent[]) => void posted.push(events)),
    beacon: () => true,
    now: () => Date.parse('2025-03-01T12:00:00Z'),
    createSessionId: () => 's-1',
    deviceInfo: { deviceType: 'desktop', browser: 'Chrome' },
  };
  return { tracker: createTracker(deps), posted, deps };
}

describe('source-click and timing events', () => {
  it('labels a source click with its type and id, and gives the type as a dimension', async () => {
    const { tracker, posted } = trackerWith('token-1');
    tracker.track(buildSourceClickEvent({ type: 'CASELAW', id: 'dec-42' }));
    await tracker.flush();
    expect(posted.flat().find((event) => event.category === 'source')).toMatchObject({
      category: 'source',
      action: 'click',
      label: 'CASELAW:dec-42',
      dimensions: { sourceType: 'CASELAW' },
    });
  });

  it('cuts a long source label to 100 characters', async () => {
    const { tracker, posted } = trackerWith('token-1');
    tracker.track(buildSourceClickEvent({ type: 'LAW', id: 'x'.repeat(300) }));
    await tracker.flush();
    const label = posted.flat().find((event) => event.category === 'source')?.label ?? '';
    expect(label).toHaveLength(100);
    expect(label.startsWith('LAW:xxx')).toBe(true);
  });

  it('sends nothing without an access token', async () => {
    const { tracker, deps } = trackerWith(null);
    tracker.track(buildSourceClickEvent({ type: 'FORM', id: 'form-1' }));
    tracker.track(buildTimingEvent('answer-complete', 1234.4));
    await tracker.flush();
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('sends browser timings as whole milliseconds, never negative', () => {
    expect(buildTimingEvent('answer-first-token', 812.6)).toEqual({
      category: 'performance',
      action: 'answer-first-token',
      value: 813,
    });
    expect(buildTimingEvent('page-load', -3).value).toBe(0);
  });
});
