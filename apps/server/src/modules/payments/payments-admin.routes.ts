import {
  adminPaymentsQuerySchema,
  adminSubscriptionsQuerySchema,
  paginationQuerySchema,
  paymentListSchema,
  refundListSchema,
  refundRequestSchema,
  refundSchema,
  subscriptionListSchema,
  subscriptionRevenueSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { PaymentsAdminService } from './payments-admin.service';

export type PaymentsAdminRoutesOptions = { guard: SessionGuard; service: PaymentsAdminService };

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** Payment ids are uuids: anything else is a bad request, not a database error. */
const idParams = z.object({ id: z.uuid() });

/** The back office's payments, refunds, subscriptions and revenue (spec 02 §7, issue 15). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<PaymentsAdminRoutesOptions> = async (
  app,
  { guard, service },
) => {
  app.addHook('onRequest', guard.requireAdmin);

  app.get(
    '/admin/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Payments, newest first, by status and date range',
        querystring: adminPaymentsQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    (request) => service.listPayments(request.query),
  );

  app.get(
    '/admin/payments/refunds',
    {
      schema: {
        tags,
        security,
        summary: 'Refunds, newest first',
        querystring: paginationQuerySchema,
        response: { 200: refundListSchema },
      },
    },
    (request) => service.listRefunds(request.query),
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Refund part or all of a payment through the provider (audited)',
        params: idParams,
        body: refundRequestSchema,
        response: { 200: refundSchema },
      },
    },
    (request) => service.refundPayment(request.params.id, request.body, getSession(request).userId),
  );

  app.get(
    '/admin/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Subscriptions',
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: subscriptionListSchema },
      },
    },
    (request) => service.listSubscriptions(request.query),
  );

  app.get(
    '/admin/subscriptions/revenue',
    {
      schema: {
        tags,
        security,
        summary: 'Revenue from stored payments less refunds, per currency',
        response: { 200: subscriptionRevenueSchema },
      },
    },
    () => service.getRevenue(),
  );
};
