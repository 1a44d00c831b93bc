import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { toLoggableError } from '../../lib/loggable-error';
import type { NewRequestTimingRow, TrackingRepository } from './tracking.repository';

/** Rows are written in batches: at this many, or every FLUSH_INTERVAL_MS, whichever first. */
const FLUSH_SIZE = 200;
const FLUSH_INTERVAL_MS = 2000;
/** If the database is slow or down, older timings are dropped rather than memory growing. */
const MAX_BUFFERED = 10_000;

/**
 * Records each API request's route, status and duration for the response-time metrics and the
 * system health. The response is never delayed: rows go to a buffer written in the background.
 */
export function registerRequestTimings(
  app: FastifyInstance,
  { repository, clock }: { repository: TrackingRepository; clock: Clock },
): { flush(): Promise<void> } {
  let buffer: NewRequestTimingRow[] = [];
  let pending: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (buffer.length === 0) return pending;
    const rows = buffer;
    buffer = [];
    pending = pending
      .then(() => repository.insertRequestTimings(rows))
      .catch((error: unknown) =>
        app.log.warn({ error: toLoggableError(error) }, 'request timings not stored'),
      );
    return pending;
  }

  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  timer.unref();

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) {
      if (buffer.length >= MAX_BUFFERED) buffer.shift();
      buffer.push({
        at: clock.now(),
        method: request.method,
        route,
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
      });
      if (buffer.length >= FLUSH_SIZE) void flush();
    }
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}
