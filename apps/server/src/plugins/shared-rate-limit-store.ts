import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../lib/clock';
import type { SharedCountersRepository } from '../modules/counters/shared-counters.repository';

/** How often hits counted far from the limit are written to the shared counter. */
export const RATE_LIMIT_FLUSH_MS = 100;
/** Ended windows are deleted this long after they end, at most once per interval. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

type Entry = { known: number; windowEndsAtMs: number; pending: number };
type Result = { current: number; ttl: number };

/**
 * A @fastify/rate-limit store over the shared counters, so instances on one PostgreSQL share
 * one limit. Writing each request would cost a round trip per request: hits are counted here
 * and written in one batch every RATE_LIMIT_FLUSH_MS, and a caller past half its limit is
 * counted in the database at once, so the limit itself is exact across instances (below half,
 * the answer may lag the other instances' hits by one flush).
 */
export function createSharedRateLimitStore(deps: {
  counters: SharedCountersRepository;
  clock: Clock;
  onError?: (error: unknown) => void;
}): FastifyRateLimitStoreCtor & { flushAll(): Promise<void> } {
  const { counters, clock } = deps;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let lastCleanup = 0;
  const windows = new Map<string, number>();

  async function write(key: string, entry: Entry): Promise<void> {
    const amount = entry.pending;
    if (amount === 0) return;
    entry.pending = 0;
    const now = clock.now();
    try {
      const total = await counters.add(key, amount, now, windows.get(key) ?? 60_000);
      entry.known = total.hits - entry.pending;
      entry.windowEndsAtMs = total.windowEndsAt.getTime();
    } catch (error) {
      entry.pending += amount;
      throw error;
    }
  }

  async function flushAll(): Promise<void> {
    timer = undefined;
    const now = clock.now().getTime();
    await Promise.all(
      [...entries].map(([key, entry]) => write(key, entry).catch((error) => deps.onError?.(error))),
    );
    for (const [key, entry] of entries) {
      if (entry.pending === 0 && entry.windowEndsAtMs <= now) entries.delete(key);
    }
    if (now - lastCleanup > CLEANUP_INTERVAL_MS) {
      lastCleanup = now;
      await counters
        .deleteEndedBefore(new Date(now - CLEANUP_INTERVAL_MS))
        .catch((error) => deps.onError?.(error));
    }
  }

  function scheduleFlush(): void {
    if (timer) return;
    timer = setTimeout(() => void flushAll(), RATE_LIMIT_FLUSH_MS);
    timer.unref();
  }

  async function increment(key: string, timeWindow: number, max: number): Promise<Result> {
    const now = clock.now().getTime();
    windows.set(key, timeWindow);
    let entry = entries.get(key);
    if (!entry || (entry.windowEndsAtMs <= now && entry.pending === 0)) {
      entry = { known: 0, windowEndsAtMs: now + timeWindow, pending: 0 };
      entries.set(key, entry);
    }
    entry.pending += 1;
    if ((entry.known + entry.pending) * 2 < max) {
      scheduleFlush();
      return { current: entry.known + entry.pending, ttl: Math.max(0, entry.windowEndsAtMs - now) };
    }
    await write(key, entry);
    return {
      current: entry.known + entry.pending,
      ttl: Math.max(0, entry.windowEndsAtMs - now),
    };
  }

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Result) => void,
      timeWindow: number,
      max: number,
    ): void {
      increment(`${this.prefix}${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown }): FastifyRateLimitStore {
      return new SharedRateLimitStore(
        `${this.prefix}${String(routeOptions.method)} ${String(routeOptions.url)}|`,
      );
    }
  }
  return Object.assign(SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor, { flushAll });
}
