import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import { fromValidationErrors, sendError } from '../../plugins/error-handler';

const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'proposedPassword']);

/**
 * The provider speaks its own dialect: a bad request is InvalidParameterException (with the
 * field issues), and a request whose only problem is the password rule is
 * InvalidPasswordException, the message the web shows ('Invalid password format').
 */
export function toIdpError(error: unknown): unknown {
  if (isAppError(error)) {
    // Body-parser rejections (invalid JSON, wrong content type) are bad parameters here too.
    const generic = ['BAD_REQUEST', 'VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE'];
    return generic.includes(error.code)
      ? new AppError('InvalidParameterException', undefined, error.details)
      : error;
  }
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError?.validation)) {
    const issues = fromValidationErrors(fastifyError);
    const onlyPassword =
      issues.length > 0 && issues.every((issue) => PASSWORD_FIELDS.has(issue.path));
    return onlyPassword
      ? new AppError('InvalidPasswordException', undefined, { issues })
      : new AppError('InvalidParameterException', undefined, { issues });
  }
  const status = fastifyError?.statusCode;
  if (status === 400 || status === 415) return new AppError('InvalidParameterException');
  return error;
}

/** Scoped to the plugin it is called in: the product API keeps its own error codes. */
export function registerIdpErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, toIdpError(error)));
}
