import { featureFlagsResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../auth/session-guard';
import type { FeatureFlagsService } from './feature-flags.service';

export type FeatureFlagsRoutesOptions = { service: FeatureFlagsService; guard: SessionGuard };

export const featureFlagsRoutes: FastifyPluginAsyncZod<FeatureFlagsRoutesOptions> = async (
  app,
  { service, guard },
) => {
  app.get(
    '/feature-flags',
    {
      // Spec 02 §6: anyone with a session may read flags; without one, the spec's own message.
      onRequest: guard.requireSessionOr('FEATURE_FLAGS_SESSION_REQUIRED'),
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['feature-flags'],
        summary: 'All feature flags by name',
        response: { 200: featureFlagsResponseSchema },
      },
    },
    () => service.getFeatureFlags(),
  );
};
