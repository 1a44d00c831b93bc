import type { Database } from '../../db/client';
import { requestTimings, trackingEvents } from '../../db/schema';

export type NewTrackingEventRow = typeof trackingEvents.$inferInsert;
export type NewRequestTimingRow = typeof requestTimings.$inferInsert;

export function createTrackingRepository(db: Database) {
  return {
    async insertEvents(rows: NewTrackingEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(trackingEvents).values(rows);
    },
    async insertRequestTimings(rows: NewRequestTimingRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(requestTimings).values(rows);
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
