import type { FeatureFlagsResponse } from '@lexlogis/contracts';
import type { FeatureFlagsRepository } from './feature-flags.repository';

export function createFeatureFlagsService(repository: FeatureFlagsRepository) {
  return {
    /** Every flag by name, the shape the web app caches (spec 02 section 7). */
    async getFeatureFlags(): Promise<FeatureFlagsResponse> {
      const rows = await repository.listFeatureFlags();
      const flags: FeatureFlagsResponse['flags'] = {};
      for (const row of rows)
        flags[row.name] = { enabled: row.enabled, description: row.description };
      return { flags };
    },
  };
}
export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
