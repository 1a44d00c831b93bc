import type { AdviceStreamEvent } from '@lexlogis/contracts';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advices, adviceStreamEvents } from '../../db/schema-chat';

export type StoredStreamEvent = { seq: number; event: AdviceStreamEvent };

/** The events of answers being written, for streams reattached on another instance. */
export function createAdviceStreamEventsRepository(db: Database) {
  return {
    async append(adviceId: string, events: StoredStreamEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db
        .insert(adviceStreamEvents)
        .values(events.map(({ seq, event }) => ({ adviceId, seq, event })))
        .onConflictDoNothing();
    },

    async listAfter(adviceId: string, afterSeq: number): Promise<StoredStreamEvent[]> {
      return db
        .select({ seq: adviceStreamEvents.seq, event: adviceStreamEvents.event })
        .from(adviceStreamEvents)
        .where(and(eq(adviceStreamEvents.adviceId, adviceId), gt(adviceStreamEvents.seq, afterSeq)))
        .orderBy(asc(adviceStreamEvents.seq));
    },

    /**
     * Events of answers stored before `cutoff`: kept that long after the end so a follower
     * on another instance reads the last ones before they go.
     */
    async deleteSettledBefore(cutoff: Date): Promise<void> {
      const settled = db
        .select({ id: advices.id })
        .from(advices)
        .where(and(ne(advices.status, 'streaming'), lt(advices.updatedAt, cutoff)));
      await db.delete(adviceStreamEvents).where(inArray(adviceStreamEvents.adviceId, settled));
    },

    async deleteAll(adviceId: string): Promise<void> {
      await db.delete(adviceStreamEvents).where(eq(adviceStreamEvents.adviceId, adviceId));
    },
  };
}
export type AdviceStreamEventsRepository = ReturnType<typeof createAdviceStreamEventsRepository>;
