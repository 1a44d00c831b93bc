import {
  testCheckoutCompleteRequestSchema,
  testCheckoutCompleteResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSessionSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { TestCheckoutService } from './local-checkout.service';

export type TestCheckoutRoutesOptions = { service: TestCheckoutService; guard: SessionGuard };

/** Registered only with PAYMENTS_PROVIDER=local, which env.ts refuses in production. */
export const testCheckoutRoutes: FastifyPluginAsyncZod<TestCheckoutRoutesOptions> = async (
  app,
  options,
) => {
  const { service, guard } = options;
  const onRequest = guard.requireSessionOr('PAYMENTS_SESSION_REQUIRED');
  const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };

  app.get(
    '/payments/test-checkout/:sessionId',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'A local test-mode checkout session',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutSessionSchema },
      },
    },
    (request) => service.getSession(getSession(request), request.params.sessionId),
  );

  app.post(
    '/payments/test-checkout/:sessionId/complete',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Pay or cancel a local test-mode checkout',
        params: testCheckoutParamsSchema,
        body: testCheckoutCompleteRequestSchema,
        response: { 200: testCheckoutCompleteResponseSchema },
      },
    },
    (request) => service.complete(getSession(request), request.params.sessionId, request.body),
  );
};
