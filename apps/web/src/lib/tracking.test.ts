import type { TrackingEvent } from '@lexlogis/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackerDeps } from './tracking';

function setup(token: string | null = 'token-1') {
  let now = Date.parse('2025-03-01T12:00:00Z');
  let ids = 0;
  const posted: TrackingEvent[][] = [];
  const beacons: { accessToken: string; events: TrackingEvent[] }[] = [];
  const deps: TrackerDeps = {
    getToken: () => token,
    post: vi.fn(async (events: TrackingEvent[]) => void posted.push(events)),
    beacon: (body) => (beacons.push(body), true),
    now: () => now,
    createSessionId: () => `s-${(ids += 1)}`,
    deviceInfo: { deviceType: 'desktop', browser: 'Chrome' },
  };
  return {
    tracker: createTracker(deps),
    posted,
    beacons,
    deps,
    advance: (ms: number) => (now += ms),
  };
}

describe('createTracker', () => {
  it('queues and sends nothing without an access token', async () => {
    const { tracker, deps, beacons } = setup(null);
    tracker.track({ category: 'page', action: 'view' });
    await tracker.flush();
    tracker.flushOnUnload();
    expect(tracker.pendingCount()).toBe(0);
    expect(deps.post).not.toHaveBeenCalled();
    expect(beacons).toEqual([]);
  });

  it('sends a batch as soon as 10 events are queued', () => {
    const { tracker, posted } = setup();
    // The first event also opens the session: 1 + 8 = 9 queued, not yet sent.
    for (let index = 0; index < 8; index += 1) tracker.track({ category: 'page', action: 'view' });
    expect(posted).toHaveLength(0);
    tracker.track({ category: 'page', action: 'view' });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toHaveLength(10);
  });

  it('ends an idle session after 30 minutes and on unload, via beacon with the token', () => {
    const { tracker, beacons, advance } = setup();
    tracker.track({ category: 'chat', action: 'question', label: 'q'.repeat(300) });
    tracker.track({ category: 'error', action: 'api', label: 'e'.repeat(300) });
    advance(30 * 60 * 1000 + 1);
    tracker.track({ category: 'page', action: 'view' });
    tracker.flushOnUnload();
    const events = beacons.flatMap((beacon) => beacon.events);
    expect(beacons.every((beacon) => beacon.accessToken === 'token-1')).toBe(true);
    expect(events.map((event) => `${event.category}:${event.action}:${event.sessionId}`)).toEqual([
      'session:start:s-1',
      'chat:question:s-1',
      'error:api:s-1',
      'session:end:s-1',
      'session:start:s-2',
      'page:view:s-2',
      'session:end:s-2',
    ]);
    expect(events[1]?.label).toHaveLength(100);
    expect(events[2]?.label).toHaveLength(200);
    // The idle session ends at its last activity.
    expect(events[3]?.timestamp).toBe(events[2]?.timestamp);
    expect(tracker.pendingCount()).toBe(0);
  });

  it('swallows a failed send', async () => {
    const { tracker, deps } = setup();
    vi.mocked(deps.post).mockRejectedValueOnce(new Error('offline'));
    tracker.track({ category: 'page', action: 'view' });
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(tracker.pendingCount()).toBe(0);
  });
});
