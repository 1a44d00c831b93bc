import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentHistoryQuerySchema,
  paymentListSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { PaymentsService } from './payments.service';

export type PaymentsRoutesOptions = { service: PaymentsService; guard: SessionGuard };

/** The user's payment calls (spec 02 §7); without a session they answer 'Authentication required'. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const { service, guard } = options;
  const onRequest = guard.requireSessionOr('PAYMENTS_SESSION_REQUIRED');
  const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };
  const subscription = { 200: subscriptionSchema };

  app.get(
    '/payments/plans',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Plans, the current one and questions used today',
        response: { 200: plansResponseSchema },
      },
    },
    (request) => service.listPlans(getSession(request)),
  );

  app.post(
    '/payments/checkout',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Open a checkout for Pro',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    (request) => service.createCheckout(getSession(request), request.body.priceId),
  );

  app.post(
    '/payments/portal',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Stripe's Customer Portal (card changes)",
        response: { 200: portalResponseSchema },
      },
    },
    (request) => service.createPortal(getSession(request)),
  );

  app.get(
    '/payments/subscription',
    { onRequest, schema: { ...common, summary: "The caller's plan", response: subscription } },
    (request) => service.getSubscription(getSession(request)),
  );

  app.post(
    '/payments/subscription',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Resume a Pro plan set to end',
        body: subscriptionRequestSchema,
        response: subscription,
      },
    },
    (request) => service.startSubscription(getSession(request), request.body.priceId),
  );

  app.put(
    '/payments/subscription',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Change the subscription's price",
        body: subscriptionRequestSchema,
        response: subscription,
      },
    },
    (request) => service.changeSubscription(getSession(request), request.body.priceId),
  );

  app.delete(
    '/payments/subscription',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Downgrade to Free at the end of the paid period',
        response: subscription,
      },
    },
    (request) => service.cancelSubscription(getSession(request)),
  );

  app.get(
    '/payments/history',
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's payments, newest first",
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    (request) => service.listHistory(getSession(request), request.query),
  );
};
