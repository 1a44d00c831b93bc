import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureFlags } from '../../db/schema';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

export function createFeatureFlagsRepository(db: Database) {
  return {
    listFeatureFlags(): Promise<FeatureFlagRow[]> {
      return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    },
  };
}
export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
