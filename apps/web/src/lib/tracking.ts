import type { DeviceInfo, TrackingEvent } from '@lexlogis/contracts';
import {
  SESSION_INACTIVITY_TIMEOUT_MS,
  TRACKING_BATCH_MAX_EVENTS,
  TRACKING_FLUSH_INTERVAL_MS,
  TRACKING_FLUSH_SIZE,
  buildErrorLabel,
  buildQuestionLabel,
} from './tracking-limits';

export type TrackInput = {
  category: string;
  action: string;
  label?: string;
  value?: number;
  dimensions?: Record<string, string | number | boolean | null>;
};

export type TrackerDeps = {
  getToken(): string | null;
  /** Sends a batch with the token in the Authorization header; failures are swallowed. */
  post(events: TrackingEvent[], token: string): Promise<void>;
  /** navigator.sendBeacon: cannot set headers, so the token travels in the body. */
  beacon(body: { accessToken: string; events: TrackingEvent[] }): boolean;
  now(): number;
  createSessionId(): string;
  deviceInfo: DeviceInfo;
};

/**
 * Batched analytics (spec 02 §9, issue 15): a batch leaves at 10 events, every 5 seconds, and on
 * page unload; nothing is queued or sent without an access token; labels are cut (100
 * characters, errors 200). An activity session ends after 30 minutes without events, or on unload.
 */
export function createTracker(deps: TrackerDeps) {
  let queue: TrackingEvent[] = [];
  let sessionId: string | null = null;
  let lastActivity = 0;

  function build(input: TrackInput, at: number): TrackingEvent {
    const label =
      input.label === undefined
        ? undefined
        : input.category === 'error'
          ? buildErrorLabel(input.label)
          : buildQuestionLabel(input.label);
    return {
      category: input.category,
      action: input.action,
      ...(label !== undefined ? { label } : {}),
      ...(input.value !== undefined ? { value: input.value } : {}),
      ...(sessionId ? { sessionId } : {}),
      deviceInfo: deps.deviceInfo,
      ...(input.dimensions ? { dimensions: input.dimensions } : {}),
      timestamp: new Date(at).toISOString(),
    };
  }

  function ensureSession(at: number): void {
    if (sessionId && at - lastActivity > SESSION_INACTIVITY_TIMEOUT_MS) {
      // The idle session ended at its last activity, not now.
      queue.push(build({ category: 'session', action: 'end' }, lastActivity));
      sessionId = null;
    }
    if (!sessionId) {
      sessionId = deps.createSessionId();
      queue.push(build({ category: 'session', action: 'start' }, at));
    }
    lastActivity = at;
  }

  const tracker = {
    track(input: TrackInput): void {
      if (!deps.getToken()) return;
      const at = deps.now();
      ensureSession(at);
      queue.push(build(input, at));
      if (queue.length >= TRACKING_FLUSH_SIZE) void tracker.flush();
    },

    async flush(): Promise<void> {
      const token = deps.getToken();
      if (!token) {
        queue = [];
        return;
      }
      while (queue.length > 0) {
        const batch = queue.slice(0, TRACKING_BATCH_MAX_EVENTS);
        queue = queue.slice(TRACKING_BATCH_MAX_EVENTS);
        try {
          await deps.post(batch, token);
        } catch {
          // Analytics never disturb the product: a lost batch is dropped.
        }
      }
    },

    /** Page unload: the session ends and everything queued leaves by beacon. */
    flushOnUnload(): void {
      const token = deps.getToken();
      if (token && sessionId) queue.push(build({ category: 'session', action: 'end' }, deps.now()));
      sessionId = null;
      if (!token || queue.length === 0) {
        queue = [];
        return;
      }
      for (let start = 0; start < queue.length; start += TRACKING_BATCH_MAX_EVENTS) {
        deps.beacon({
          accessToken: token,
          events: queue.slice(start, start + TRACKING_BATCH_MAX_EVENTS),
        });
      }
      queue = [];
    },

    pendingCount: () => queue.length,
  };
  return tracker;
}
export type Tracker = ReturnType<typeof createTracker>;

export { TRACKING_FLUSH_INTERVAL_MS };
