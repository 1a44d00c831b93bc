import {
  createFeatureFlagRequestSchema,
  featureFlagNameSchema,
  featureFlagResponseSchema,
  featureFlagsResponseSchema,
  updateFeatureFlagRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { FeatureFlagsService } from './feature-flags.service';

export type FeatureFlagsRoutesOptions = { service: FeatureFlagsService; guard: SessionGuard };

const tags = ['feature-flags'];
const security = [{ bearerAuth: [] }];
const nameParams = z.object({ name: featureFlagNameSchema });

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
        security,
        tags,
        summary: 'All feature flags by name',
        response: { 200: featureFlagsResponseSchema },
      },
    },
    () => service.getFeatureFlags(),
  );

  // Writes are admin-only and audited (issue 15).
  app.post(
    '/admin/feature-flags',
    {
      onRequest: guard.requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Create a flag',
        body: createFeatureFlagRequestSchema,
        response: { 201: featureFlagResponseSchema },
      },
    },
    async (request, reply) => {
      const flag = await service.createFlag(getSession(request).userId, request.body);
      return reply.code(201).send({ flag });
    },
  );

  app.patch(
    '/admin/feature-flags/:name',
    {
      onRequest: guard.requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Turn a flag on or off',
        params: nameParams,
        body: updateFeatureFlagRequestSchema,
        response: { 200: featureFlagResponseSchema },
      },
    },
    async (request) => ({
      flag: await service.updateFlag(
        getSession(request).userId,
        request.params.name,
        request.body.enabled,
      ),
    }),
  );

  app.delete(
    '/admin/feature-flags/:name',
    {
      onRequest: guard.requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Delete a flag (the app then reads it as off)',
        params: nameParams,
        response: { 200: featureFlagResponseSchema },
      },
    },
    async (request) => ({
      flag: await service.deleteFlag(getSession(request).userId, request.params.name),
    }),
  );
};
