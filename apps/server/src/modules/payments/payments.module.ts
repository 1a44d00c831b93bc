import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { SessionGuard } from '../auth/session-guard';
import { createEntitlements } from './entitlements';
import {
  createLocalGateway,
  createStripeClient,
  createStripeGateway,
  type GatewayLog,
  type PaymentsGateway,
} from './payments-gateway';
import { paymentsAdminRoutes } from './payments-admin.routes';
import { createPaymentsAdminService } from './payments-admin.service';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService } from './payments.service';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { testCheckoutRoutes } from './local-checkout.routes';
import { createTestCheckoutService } from './local-checkout.service';
import { WEBHOOK_PATH, webhookRoutes } from './webhook.routes';
import { createWebhookService } from './webhook.service';

export type PaymentsModuleDeps = {
  database: DatabaseHandle;
  env: Pick<Env, 'PAYMENTS' | 'NODE_ENV'>;
  clock: Clock;
  /** The advices repository's count: the free quota counts the questions the chat stored. */
  countQuestionsSince: (userId: string, since: Date) => Promise<number>;
  log: GatewayLog;
};

/**
 * Plans and payments (issue 14). Returns the routes to register and the services other modules
 * use: `entitlements` (question quota, Pro-only features) and `admin` (the back office's data).
 */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { clock } = deps;
  const settings = deps.env.PAYMENTS;
  const db = deps.database.db;
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const stripe = createStripeClient(settings);
  const gateway: PaymentsGateway =
    settings.provider === 'stripe'
      ? createStripeGateway(stripe, settings, deps.log)
      : createLocalGateway(settings);
  const entitlements = createEntitlements({
    subscriptions,
    countQuestionsSince: deps.countQuestionsSince,
    freeDailyQuestions: settings.freeDailyQuestions,
    clock,
  });
  const service = createPaymentsService({
    payments,
    subscriptions,
    gateway,
    entitlements,
    settings,
    clock,
  });
  const webhooks = createWebhookService({
    db,
    stripe,
    webhookSecret: settings.webhookSecret,
    clock,
  });
  const admin = createPaymentsAdminService({
    db,
    payments,
    subscriptions,
    gateway,
    currency: settings.currency,
    clock,
  });

  const plugin: FastifyPluginAsync<{ guard: SessionGuard }> = async (app, { guard }) => {
    await app.register(paymentsRoutes, { service, guard });
    await app.register(webhookRoutes, { service: webhooks });
    await app.register(paymentsAdminRoutes, { service: admin, guard });
    // env.ts already refuses local in production; this keeps a hand-built Env from slipping by.
    if (settings.provider !== 'local' || deps.env.NODE_ENV === 'production') return;
    const webhookUrl = `${app.prefix}${WEBHOOK_PATH}`;
    const testCheckout = createTestCheckoutService({
      payments,
      subscriptions,
      stripe,
      webhookSecret: settings.webhookSecret,
      clock,
      // Through the HTTP pipeline (content parser, signature check), not a function call.
      deliverWebhook: async (payload, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: webhookUrl,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        return response.statusCode;
      },
    });
    await app.register(testCheckoutRoutes, { service: testCheckout, guard });
  };

  return { plugin, entitlements, admin, webhooks };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
