import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lawyerProfiles } from '../../db/schema';

export type LawyerProfileRow = typeof lawyerProfiles.$inferSelect;

export function createLawyerProfilesRepository(db: Database) {
  return {
    /** Best rated first; demo profiles (only in demo data) are ordinary rows marked is_demo. */
    async listTopProfiles(limit: number): Promise<LawyerProfileRow[]> {
      return db
        .select()
        .from(lawyerProfiles)
        .orderBy(desc(lawyerProfiles.ratingScore), desc(lawyerProfiles.totalRatings))
        .limit(limit);
    },
  };
}
export type LawyerProfilesRepository = ReturnType<typeof createLawyerProfilesRepository>;
