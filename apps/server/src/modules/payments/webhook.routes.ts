import { webhookResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebhookService } from './webhook.service';

export type WebhookRoutesOptions = { service: WebhookService };

export const WEBHOOK_PATH = '/payments/webhook';

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this plugin (encapsulated:
 * the rest of the API keeps the JSON parser) reads the body as a Buffer and never parses it
 * before the signature is checked.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed with Stripe-Signature)',
        response: { 200: webhookResponseSchema },
      },
    },
    (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return options.service.handleWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};
