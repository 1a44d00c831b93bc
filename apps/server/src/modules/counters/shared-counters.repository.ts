import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sharedCounters } from '../../db/schema-platform';

export type CounterWindow = { hits: number; windowEndsAt: Date };

/** Counters in PostgreSQL, so every instance counts against the same total (issue 16). */
export function createSharedCountersRepository(db: Database) {
  return {
    /**
     * Adds `amount` to the key's window in one statement and returns the new total; a window
     * that has ended starts again at `now`, for `windowMs`.
     */
    async add(key: string, amount: number, now: Date, windowMs: number): Promise<CounterWindow> {
      const nowText = now.toISOString();
      const endsAt = new Date(now.getTime() + windowMs);
      const ended = sql`${sharedCounters.windowEndsAt} <= ${nowText}::timestamptz`;
      const [row] = await db
        .insert(sharedCounters)
        .values({ key, hits: amount, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: sharedCounters.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN ${amount}::integer ELSE ${sharedCounters.hits} + ${amount}::integer END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN ${endsAt.toISOString()}::timestamptz ELSE ${sharedCounters.windowEndsAt} END`,
          },
        })
        .returning({ hits: sharedCounters.hits, windowEndsAt: sharedCounters.windowEndsAt });
      if (!row) throw new Error(`Counter ${key} was not written`);
      return { hits: row.hits, windowEndsAt: new Date(row.windowEndsAt) };
    },

    /** The key's current window, or undefined when it has none running at `now`. */
    async read(key: string, now: Date): Promise<CounterWindow | undefined> {
      const [row] = await db.select().from(sharedCounters).where(eq(sharedCounters.key, key));
      if (!row || new Date(row.windowEndsAt).getTime() <= now.getTime()) return undefined;
      return { hits: row.hits, windowEndsAt: new Date(row.windowEndsAt) };
    },

    async deleteEndedBefore(before: Date): Promise<void> {
      await db.delete(sharedCounters).where(lt(sharedCounters.windowEndsAt, before));
    },
  };
}
export type SharedCountersRepository = ReturnType<typeof createSharedCountersRepository>;
