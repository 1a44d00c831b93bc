import {
  DEFAULT_ERROR_MESSAGE,
  MISSING_TOKEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  getApiBaseUrl,
} from './api-client';
import { ApiError } from './api-error';
import { readErrorBody } from './error-body';
import { getAccessToken } from './auth-token';
import { readSseBody } from './sse-parser';
import { handleUnauthorized } from './unauthorized';

/**
 * POSTs JSON to a server-sent-events endpoint of the product API and hands each event's data to
 * onEvent as it arrives. Same headers, bearer token and 401 handling as apiRequest; a non-2xx
 * answer rejects with ApiError before any event. Aborting the signal rejects with its reason.
 */
export async function postEventStream(
  path: string,
  options: { body: unknown; signal?: AbortSignal; onEvent: (data: string) => void },
): Promise<void> {
  const token = getAccessToken();
  if (!token) {
    handleUnauthorized('missing-token');
    throw new ApiError(MISSING_TOKEN_MESSAGE, 401);
  }
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl().replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Cache-Control': 'no-cache',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(options.body),
      credentials: 'include',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, error instanceof Error ? error.message : error);
  }
  if (response.status === 401) {
    handleUnauthorized('session-expired');
    throw new ApiError(SESSION_EXPIRED_MESSAGE, 401);
  }
  if (!response.ok || !response.body) {
    const data = await readErrorData(response);
    const parsed = readErrorBody(data);
    throw new ApiError(
      parsed ? parsed.error.message : DEFAULT_ERROR_MESSAGE,
      response.status,
      data,
      parsed?.error.code,
    );
  }
  await readSseBody(response.body, options.onEvent);
}

async function readErrorData(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
