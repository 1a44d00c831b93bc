import type { Source } from '@lexlogis/contracts';
import { getAccessToken, subscribeAuthTokens } from './auth-token';
import type { TrackInput } from './tracking';
import { trackEvent } from './tracking-browser';

/** Browser timings (issue 15): the metrics' "frontend" response times read these. */
export type AnswerTiming = 'answer-first-token' | 'answer-complete';

/**
 * A source opened from an answer: the label is the source's type and id (never the question),
 * and the type is a dimension so the metrics can count clicks per type.
 */
export function buildSourceClickEvent(source: Pick<Source, 'type' | 'id'>): TrackInput {
  return {
    category: 'source',
    action: 'click',
    label: source.id ? `${source.type}:${source.id}` : source.type,
    dimensions: { sourceType: source.type },
  };
}

export function buildTimingEvent(action: AnswerTiming | 'page-load', ms: number): TrackInput {
  return { category: 'performance', action, value: Math.max(0, Math.round(ms)) };
}

export function trackSourceOpen(source: Pick<Source, 'type' | 'id'>): void {
  trackEvent(buildSourceClickEvent(source));
}

export function trackAnswerTiming(action: AnswerTiming, ms: number): void {
  trackEvent(buildTimingEvent(action, ms));
}

/** Load time of this page (PerformanceNavigationTiming), once the load event has finished. */
export function readPageLoadMs(): number | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || entry.loadEventEnd <= 0) return null;
  return entry.loadEventEnd - entry.startTime;
}

/**
 * Sends the page-load time once. The session is often restored after the load event, and
 * nothing is tracked without a token, so it waits for the first token rather than drop it.
 */
export function trackPageLoad(track: (input: TrackInput) => void = trackEvent): void {
  const send = () => {
    const ms = readPageLoadMs();
    if (ms === null) return;
    if (getAccessToken()) {
      track(buildTimingEvent('page-load', ms));
      return;
    }
    const stop = subscribeAuthTokens(() => {
      if (!getAccessToken()) return;
      stop();
      track(buildTimingEvent('page-load', ms));
    });
  };
  // loadEventEnd is only set once the load handlers have returned.
  if (document.readyState === 'complete') setTimeout(send, 0);
  else window.addEventListener('load', () => setTimeout(send, 0), { once: true });
}
