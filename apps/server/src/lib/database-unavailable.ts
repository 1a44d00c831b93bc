/**
 * PostgreSQL error classes and socket errors that mean "the database cannot be reached right
 * now" (a restart, a failover, a closed pool), as opposed to a fault in a query.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/** True when `error` (or an error it wraps, e.g. Drizzle's query error) is an unreachable database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as NodeJS.ErrnoException).code;
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}
