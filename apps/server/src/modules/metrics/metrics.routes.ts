import { metricsQuerySchema, metricsSchema } from '@lexlogis/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { SessionGuard } from '../auth/session-guard';
import type { MetricsService } from './metrics.service';

export type MetricsRoutesOptions = { service: MetricsService; guard: SessionGuard };

/**
 * Spec 02 §6: metrics need an admin session, and anyone else (anonymous or not an admin) gets
 * 401 'Unauthorized: Admin access required'. A suspended or invalid session keeps its own code.
 */
function requireMetricsAdmin(guard: SessionGuard): onRequestAsyncHookHandler {
  const requireSession = guard.requireSessionOr('METRICS_ADMIN_REQUIRED');
  return async function (request, reply) {
    await requireSession.call(this, request, reply);
    if (!request.session?.isAdmin) throw new AppError('METRICS_ADMIN_REQUIRED');
  };
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (
  app,
  { service, guard },
) => {
  app.get(
    '/metrics',
    {
      onRequest: requireMetricsAdmin(guard),
      schema: {
        tags: ['metrics'],
        summary: 'Every metrics group over a date range (default: the last 30 days)',
        security: [{ bearerAuth: [] }],
        querystring: metricsQuerySchema,
        response: { 200: metricsSchema },
      },
    },
    (request) => service.getMetrics(request.query),
  );
};
