import { ApiError } from './api-error';
import { getAccessToken } from './auth-token';
import { readErrorBody } from './error-body';
import { startSchemaLoad, type SchemaSource } from './lazy-schema';
import { handleUnauthorized } from './unauthorized';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Public calls (login, registration, policies…) are sent without requiring a token. */
  public?: boolean;
  signal?: AbortSignal;
  /** When given, a non-empty success body is validated and typed by this schema. */
  schema?: SchemaSource<T>;
}

export const MISSING_TOKEN_MESSAGE = 'No access token available';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const DEFAULT_ERROR_MESSAGE = 'API request failed';
export const INVALID_RESPONSE_MESSAGE = 'Invalid API response format';

export function getApiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL;
  return (configured && configured.trim()) || '/api';
}

/**
 * Calls the product API (spec 02 §7 "HTTP client behaviour"). Resolves to the parsed JSON body,
 * or null for 204 and empty bodies. Rejects with ApiError for every HTTP failure.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T | null> {
  const { data } = await sendApiRequest(path, options);
  return data;
}

/** What a conditional poll answered: new data with its tag, or "nothing new" (304). */
export type PollAnswer<T> =
  { modified: true; data: T | null; etag: string | null } | { modified: false };

/**
 * A GET that sends If-None-Match with the tag of the data the caller already has; a 304 means
 * nothing changed for this user, and the caller keeps its data (the direct-chat poll, issue 13).
 */
export async function apiPoll<T>(
  path: string,
  options: { etag: string | null; schema: SchemaSource<T>; signal?: AbortSignal },
): Promise<PollAnswer<T>> {
  const { response, data } = await sendApiRequest(path, options, options.etag);
  if (response.status === 304) return { modified: false };
  return { modified: true, data, etag: response.headers.get('etag') };
}

async function sendApiRequest<T>(
  path: string,
  options: ApiRequestOptions<T>,
  ifNoneMatch: string | null = null,
): Promise<{ response: Response; data: T | null }> {
  const { method = 'GET', body, signal, schema } = options;
  const isPublic = options.public === true;
  const token = getAccessToken();

  if (!token && !isPublic) {
    handleUnauthorized('missing-token');
    throw new ApiError(MISSING_TOKEN_MESSAGE, 401);
  }

  const schemaLoad = schema ? startSchemaLoad(schema) : null;
  const headers = buildHeaders(token);
  if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);
  const response = await sendRequest(buildUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  if (response.status === 304 && ifNoneMatch) return { response, data: null };
  const data = await readBody(response);

  if (response.status === 401 && !isPublic) {
    handleUnauthorized('session-expired');
    throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, data, readErrorCode(data));
  }
  if (!response.ok) {
    throw new ApiError(readErrorMessage(data), response.status, data, readErrorCode(data));
  }
  if (data === null || !schemaLoad) return { response, data: data as T | null };

  const parsed = (await schemaLoad).safeParse(data);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, data);
  return { response, data: parsed.data };
}

function buildUrl(path: string): string {
  const base = getApiBaseUrl().replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

function buildHeaders(token: string | null): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function sendRequest(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // Aborts are the caller's decision and must stay recognisable as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, error instanceof Error ? error.message : error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, text);
    return text;
  }
}

function readErrorMessage(data: unknown): string {
  const body = readErrorBody(data);
  if (body?.error.message) return body.error.message;
  // Some upstream services answer {"error": "message"}; keep their wording too.
  if (isRecord(data) && typeof data.error === 'string' && data.error) return data.error;
  return DEFAULT_ERROR_MESSAGE;
}

function readErrorCode(data: unknown): string | undefined {
  return readErrorBody(data)?.error.code;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
