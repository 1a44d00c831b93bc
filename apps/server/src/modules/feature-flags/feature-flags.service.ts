import type { FeatureFlagsResponse } from '@lexlogis/contracts';
import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import { createInvalidatedCache } from '../../lib/invalidated-cache';
import type { FeatureFlagsRepository } from './feature-flags.repository';

const ALL_FLAGS = 'all';

/**
 * With a change feed the flags are read once and kept until the feature_flags trigger
 * (migration 0014) announces a change, whoever made it.
 */
export function createFeatureFlagsService(
  repository: FeatureFlagsRepository,
  options: { feed?: ChangeFeed } = {},
) {
  const { feed } = options;
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

  return {
    /** Every flag by name, the shape the web app caches (spec 02 section 7). */
    async getFeatureFlags(): Promise<FeatureFlagsResponse> {
      return (await cache.getOrLoad(ALL_FLAGS, readFeatureFlags)) ?? readFeatureFlags();
    },
  };
}
export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
