/** The error every API call rejects with, so callers can branch on the HTTP status and error code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly data: unknown;
  /** The server's error code (e.g. FORM_ACCESS_DENIED) when its body carried one. */
  readonly code: string | undefined;

  constructor(message: string, statusCode: number, data?: unknown, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.data = data;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 4xx answers will not change on retry; everything else (5xx, network) might. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
}
