import {
  TRACKING_BATCH_MAX_EVENTS,
  trackingBatchResponseSchema,
  trackingBatchSchema,
} from '@lexlogis/contracts';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { TrackingService } from './tracking.service';

export type TrackingRoutesOptions = { service: TrackingService; guard: SessionGuard };

/** 100 events of the largest allowed shape stay well under this; more is not a real batch. */
export const TRACKING_BODY_LIMIT_BYTES = 256 * 1024;
/** Per client per minute: a busy tab flushes every 5 s (12/min); this leaves room for many tabs. */
const TRACKING_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

type BeaconBody = { accessToken?: unknown; events?: unknown };

/**
 * navigator.sendBeacon cannot set headers, so the unload flush carries the access token in the
 * body. It is moved to the Authorization header before the session guard runs and removed from
 * the body, so it is never validated, stored or logged as data.
 */
function moveBeaconToken(request: FastifyRequest): void {
  const body = request.body as BeaconBody | undefined;
  if (!body || typeof body !== 'object' || !('accessToken' in body)) return;
  const { accessToken, ...rest } = body;
  request.body = rest;
  if (!request.headers.authorization && typeof accessToken === 'string' && accessToken) {
    request.headers.authorization = `Bearer ${accessToken}`;
  }
}

/** Oversized batches are a 413, not a validation error: the client should split them. */
function assertBatchSize(request: FastifyRequest): void {
  const events = (request.body as BeaconBody | undefined)?.events;
  if (Array.isArray(events) && events.length > TRACKING_BATCH_MAX_EVENTS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `At most ${TRACKING_BATCH_MAX_EVENTS} events per batch`,
    );
  }
}

/** Analytics events (spec 02 §7 tracking), batched by the web client; a session is required. */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (
  app,
  { service, guard },
) => {
  // The guard runs before validation (an anonymous caller gets 401, never 400) but after body
  // parsing, because a beacon's token is in its body.
  const authenticate: preValidationAsyncHookHandler = async function (request, reply) {
    moveBeaconToken(request);
    await guard.requireSession.call(this, request, reply);
    assertBatchSize(request);
  };

  for (const url of ['/tracking/batch', '/metrics/events']) {
    app.post(
      url,
      {
        bodyLimit: TRACKING_BODY_LIMIT_BYTES,
        config: { rateLimit: TRACKING_RATE_LIMIT },
        preValidation: authenticate,
        schema: {
          tags: ['tracking'],
          summary:
            url === '/tracking/batch'
              ? 'Store a batch of analytics events'
              : 'Fallback path of /tracking/batch',
          security: [{ bearerAuth: [] }],
          body: trackingBatchSchema,
          response: { 202: trackingBatchResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await service.storeBatch(getSession(request).userId, request.body.events);
        return reply.code(202).send(result);
      },
    );
  }
};
