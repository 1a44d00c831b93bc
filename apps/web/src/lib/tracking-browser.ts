import type { DeviceInfo, TrackingEvent } from '@lexlogis/contracts';
import { getApiBaseUrl } from './api-client';
import { getAccessToken } from './auth-token';
import {
  TRACKING_FLUSH_INTERVAL_MS,
  createTracker,
  type Tracker,
  type TrackInput,
} from './tracking';

function readBrowser(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

function readDeviceType(userAgent: string, width: number): DeviceInfo['deviceType'] {
  if (/iPad|Tablet/i.test(userAgent)) return 'tablet';
  if (/Mobi|Android/i.test(userAgent) || width < 640) return 'mobile';
  return 'desktop';
}

let tracker: Tracker | null = null;

/** Starts the browser tracker once: the 5-second flush and the unload beacon. */
export function startTracking(): Tracker {
  if (tracker) return tracker;
  const url = `${getApiBaseUrl().replace(/\/+$/, '')}/tracking/batch`;
  const userAgent = navigator.userAgent;
  tracker = createTracker({
    getToken: getAccessToken,
    async post(events: TrackingEvent[], token: string) {
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ events }),
        keepalive: true,
      });
    },
    beacon: (body) =>
      navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' })),
    now: () => Date.now(),
    createSessionId: () => crypto.randomUUID(),
    deviceInfo: {
      deviceType: readDeviceType(userAgent, window.innerWidth),
      browser: readBrowser(userAgent),
      language: navigator.language.slice(0, 35),
    },
  });
  const started = tracker;
  window.setInterval(() => void started.flush(), TRACKING_FLUSH_INTERVAL_MS);
  window.addEventListener('pagehide', () => started.flushOnUnload());
  return started;
}

/** Records an event when tracking runs (never in tests or before start). */
export function trackEvent(input: TrackInput): void {
  tracker?.track(input);
}
