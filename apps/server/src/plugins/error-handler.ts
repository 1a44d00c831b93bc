import { ERROR_CATALOG, type ErrorBody, type ErrorCode } from '@lexlogis/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isAppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

export type FieldIssue = { location: string; path: string; message: string };
export type ErrorResponse = { status: number; body: ErrorBody; isServerFault: boolean };

/** Fastify's own client-error codes, answered with our catalogue codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON',
};

/** Any other 4xx keeps its meaning through the closest catalogue code. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function buildBody(code: ErrorCode, message?: string, details?: unknown): ErrorBody {
  const error: ErrorBody['error'] = { code, message: message ?? ERROR_CATALOG[code].message };
  if (details !== undefined) error.details = details;
  return { error };
}

function fromCode(code: ErrorCode, message?: string, details?: unknown): ErrorResponse {
  const status = ERROR_CATALOG[code].status;
  return { status, body: buildBody(code, message, details), isServerFault: status >= 500 };
}

function joinPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/** Fastify reports paths as JSON pointers ("/address/city"); clients get dotted paths. */
export function fromValidationErrors(error: FastifyError): FieldIssue[] {
  const location = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    location,
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.'),
    message: issue.message ?? 'Invalid value',
  }));
}

function fromZodError(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    location: 'body',
    path: joinPath(issue.path),
    message: issue.message,
  }));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'code' in error);
}

/** Maps anything thrown to the one error body; unknown failures never reveal their message. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (isAppError(error)) return fromCode(error.code, error.message, error.details);
  // A database restart is a moment to retry, not a fault in the request.
  if (isDatabaseUnavailable(error)) return fromCode('SERVICE_UNAVAILABLE');
  if (error instanceof ZodError) {
    return fromCode('VALIDATION_ERROR', undefined, { issues: fromZodError(error) });
  }
  if (!isFastifyError(error)) return fromCode('INTERNAL_ERROR');
  if (Array.isArray(error.validation)) {
    return fromCode('VALIDATION_ERROR', undefined, { issues: fromValidationErrors(error) });
  }
  const mapped = FASTIFY_CODES[error.code];
  if (mapped) return fromCode(mapped, FASTIFY_MESSAGES[error.code]);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return fromCode(STATUS_CODES[status] ?? 'BAD_REQUEST');
  return fromCode('INTERNAL_ERROR');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const response = toErrorResponse(error);
  if (response.isServerFault) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ errorCode: response.body.error.code }, 'request rejected');
  }
  return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
}

/** Installs the error handler on the root instance: every plugin and route inherits it. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(request, reply, error);
}

/** Error replies built outside the error handler (the not-found handler) use this. */
export function sendErrorCode(reply: FastifyReply, code: ErrorCode, message?: string) {
  const response = fromCode(code, message);
  return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
}
