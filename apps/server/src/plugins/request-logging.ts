import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Level } from 'pino';
import { carriesModelPayload, toLoggableError } from '../lib/loggable-error';

export type LoggerOptions = {
  level?: Level | 'silent';
  /** Where JSON log lines go; defaults to stdout. Tests pass a capture stream. */
  stream?: DestinationStream;
};

const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is reused only when it cannot inject anything into logs or headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const SENSITIVE_QUERY_KEY = /token|code|password|passwd|secret|signature|session|key|auth/i;
const REDACTED = '[REDACTED]';

/**
 * Defence in depth: request logging below never includes headers or bodies, but any code
 * that logs an object carrying them still has these fields censored.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.cognitoToken',
  '*.authorization',
  '*.cookie',
];

/** Defence in depth: an `err` from the model is cut down wherever it is logged. */
function serializeError(error: Error) {
  return carriesModelPayload(error) ? toLoggableError(error) : pino.stdSerializers.err(error);
}

export function createLogger(options: LoggerOptions = {}): FastifyBaseLogger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError },
    },
    options.stream ?? pino.destination(1),
  );
}

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** Keeps the path and query keys but hides values that may be credentials (?token=, ?code=). */
export function sanitizeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const safe = new URLSearchParams();
  for (const [key, value] of params) {
    safe.append(key, SENSITIVE_QUERY_KEY.test(key) ? REDACTED : value);
  }
  const query = safe.toString();
  return query ? `${url.slice(0, queryStart)}?${query}` : url.slice(0, queryStart);
}

/** Echoes the request id and writes one line per request: method, safe url, status, duration. */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: sanitizeUrl(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
