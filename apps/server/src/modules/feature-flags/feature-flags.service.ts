import type { FeatureFlag, FeatureFlagsResponse } from '@lexlogis/contracts';
import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { createInvalidatedCache } from '../../lib/invalidated-cache';
import { recordAudit } from '../audit/audit-log';
import type { FeatureFlagRow, FeatureFlagsRepository } from './feature-flags.repository';

export type FeatureFlagsServiceDeps = {
  db: Database;
  repository: FeatureFlagsRepository;
  clock: Clock;
  /** With a change feed the flags are read once and kept until the feature_flags trigger
   * (migration 0014) announces a change, whoever made it. */
  feed?: ChangeFeed;
};

const ALL_FLAGS = 'all';

const toFlag = (row: FeatureFlagRow): FeatureFlag => ({
  name: row.name,
  description: row.description,
  enabled: row.enabled,
});

export function createFeatureFlagsService({
  db,
  repository,
  clock,
  feed,
}: FeatureFlagsServiceDeps) {
  const cache = createInvalidatedCache<FeatureFlagsResponse>({
    maxEntries: 1,
    isLive: () => feed?.isLive() ?? false,
    settle: feed ? () => feed.settle() : undefined,
  });
  feed?.subscribe(CHANGES_CHANNEL, (payload) => {
    if (payload.startsWith('feature_flags:')) cache.clear();
  });
  feed?.onReset(() => cache.clear());

  async function readFeatureFlags(): Promise<FeatureFlagsResponse> {
    const rows = await repository.listFeatureFlags();
    const flags: FeatureFlagsResponse['flags'] = {};
    for (const row of rows)
      flags[row.name] = { enabled: row.enabled, description: row.description };
    return { flags };
  }

  /** Runs a flag change and its audit entry in one transaction. */
  function changeFlag(
    actorId: string,
    name: string,
    action: string,
    change: (
      tx: Database,
      now: Date,
    ) => Promise<{ row: FeatureFlagRow; details: Record<string, unknown> }>,
  ): Promise<FeatureFlag> {
    const changed = db.transaction(async (tx) => {
      const now = clock.now();
      const { row, details } = await change(tx, now);
      await recordAudit(tx, {
        actorId,
        entityType: 'FEATURE_FLAG',
        entityId: name,
        action,
        details,
        at: now,
      });
      return toFlag(row);
    });
    // This process's own write is also announced by the trigger; clearing now closes the gap.
    return changed.finally(() => cache.clear());
  }

  return {
    /** Every flag by name, the shape the web app caches (spec 02 section 7). */
    async getFeatureFlags(): Promise<FeatureFlagsResponse> {
      return (await cache.getOrLoad(ALL_FLAGS, readFeatureFlags)) ?? readFeatureFlags();
    },

    createFlag(actorId: string, flag: FeatureFlag): Promise<FeatureFlag> {
      return changeFlag(actorId, flag.name, 'FEATURE_FLAG_CREATED', async (tx, now) => {
        const row = await repository.insertFeatureFlag(tx, {
          ...flag,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw new AppError('FEATURE_FLAG_EXISTS');
        return { row, details: { enabled: row.enabled, description: row.description } };
      });
    },

    updateFlag(actorId: string, name: string, enabled: boolean): Promise<FeatureFlag> {
      return changeFlag(actorId, name, 'FEATURE_FLAG_UPDATED', async (tx, now) => {
        const before = await repository.findFeatureFlag(tx, name);
        if (!before) throw new AppError('FEATURE_FLAG_NOT_FOUND');
        const row = await repository.updateFeatureFlag(tx, name, { enabled, updatedAt: now });
        return { row: row!, details: { enabled: { from: before.enabled, to: enabled } } };
      });
    },

    deleteFlag(actorId: string, name: string): Promise<FeatureFlag> {
      return changeFlag(actorId, name, 'FEATURE_FLAG_DELETED', async (tx) => {
        const row = await repository.deleteFeatureFlag(tx, name);
        if (!row) throw new AppError('FEATURE_FLAG_NOT_FOUND');
        return { row, details: { enabled: row.enabled } };
      });
    },
  };
}
export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
