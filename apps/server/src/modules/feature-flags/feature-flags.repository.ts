import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureFlags } from '../../db/schema-platform';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type NewFeatureFlagRow = typeof featureFlags.$inferInsert;

/** Writes take the caller's transaction, so the audit entry commits with the change. */
export function createFeatureFlagsRepository(db: Database) {
  return {
    listFeatureFlags(): Promise<FeatureFlagRow[]> {
      return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    },

    /** Undefined when a flag of that name already exists. */
    async insertFeatureFlag(
      tx: Database,
      values: NewFeatureFlagRow,
    ): Promise<FeatureFlagRow | undefined> {
      const [row] = await tx
        .insert(featureFlags)
        .values(values)
        .onConflictDoNothing({ target: featureFlags.name })
        .returning();
      return row;
    },

    async findFeatureFlag(tx: Database, name: string): Promise<FeatureFlagRow | undefined> {
      const [row] = await tx
        .select()
        .from(featureFlags)
        .where(eq(featureFlags.name, name))
        .for('update');
      return row;
    },

    async updateFeatureFlag(
      tx: Database,
      name: string,
      values: Partial<NewFeatureFlagRow>,
    ): Promise<FeatureFlagRow | undefined> {
      const [row] = await tx
        .update(featureFlags)
        .set(values)
        .where(eq(featureFlags.name, name))
        .returning();
      return row;
    },

    async deleteFeatureFlag(tx: Database, name: string): Promise<FeatureFlagRow | undefined> {
      const [row] = await tx.delete(featureFlags).where(eq(featureFlags.name, name)).returning();
      return row;
    },
  };
}
export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
