import { ERROR_CATALOG, type ErrorCode } from '@lexlogis/contracts';

/**
 * The one error type the code throws on purpose. Its status and default message come from
 * the shared catalogue, so the server and the web app always agree on them.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CATALOG[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CATALOG[code].status;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
