import { featureFlagsResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureFlagsService } from './feature-flags.service';

export type FeatureFlagsRoutesOptions = { service: FeatureFlagsService };

export const featureFlagsRoutes: FastifyPluginAsyncZod<FeatureFlagsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/feature-flags',
    {
      schema: {
        tags: ['feature-flags'],
        summary: 'All feature flags by name',
        response: { 200: featureFlagsResponseSchema },
      },
    },
    () => service.getFeatureFlags(),
  );
};
