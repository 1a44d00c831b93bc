import {
  ERROR_LABEL_MAX_LENGTH,
  QUESTION_LABEL_MAX_LENGTH,
  truncateText,
  type TrackingEvent,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import type { NewTrackingEventRow, TrackingRepository } from './tracking.repository';

/** Dimension keys that could carry a secret are dropped, whatever a client sends. */
const SECRET_KEY = /pass|token|secret|auth|cookie/i;

/** Labels are cut again here: the server does not trust the client's cut (spec 02 §5). */
export function cutLabel(event: Pick<TrackingEvent, 'category' | 'label'>): string | null {
  if (event.label === undefined) return null;
  const max = event.category === 'error' ? ERROR_LABEL_MAX_LENGTH : QUESTION_LABEL_MAX_LENGTH;
  return truncateText(event.label, max);
}

function cleanDimensions(dimensions: TrackingEvent['dimensions']) {
  if (!dimensions) return null;
  return Object.fromEntries(Object.entries(dimensions).filter(([key]) => !SECRET_KEY.test(key)));
}

export function createTrackingService({
  repository,
  clock,
}: {
  repository: TrackingRepository;
  clock: Clock;
}) {
  return {
    /** Stores a batch for the session's user: the body's userId is never trusted. */
    async storeBatch(userId: string, events: TrackingEvent[]): Promise<{ accepted: number }> {
      const receivedAt = clock.now();
      const rows: NewTrackingEventRow[] = events.map((event) => ({
        userId,
        category: event.category,
        action: event.action,
        label: cutLabel(event),
        value: event.value ?? null,
        sessionId: event.sessionId ?? null,
        deviceType: event.deviceInfo?.deviceType ?? null,
        browser: event.deviceInfo?.browser ?? null,
        os: event.deviceInfo?.os ?? null,
        dimensions: cleanDimensions(event.dimensions),
        occurredAt: new Date(event.timestamp),
        receivedAt,
      }));
      await repository.insertEvents(rows);
      return { accepted: rows.length };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
