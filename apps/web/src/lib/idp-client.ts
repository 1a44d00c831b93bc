import { ApiError } from './api-error';
import { readErrorBody } from './error-body';
import { startSchemaLoad, type SchemaSource } from './lazy-schema';

/**
 * The identity provider is called directly, like a hosted one (spec 02 §7 "Identity provider").
 * The embedded provider lives at the root path /idp, outside the product API's /api prefix.
 * Failures reject with ApiError whose code is the provider's (NotAuthorizedException, …).
 */
export const IDP_BASE_PATH = '/idp';
export const IDP_DEFAULT_ERROR_CODE = 'InternalErrorException';

export interface IdpRequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Bearer access token for the calls that need one (change password, sign-out, …). */
  accessToken?: string | null;
  /** Without one, the body is returned unchecked (sign-out: only success matters). */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
}

export async function idpRequest<T = unknown>(
  path: string,
  options: IdpRequestOptions<T>,
): Promise<T> {
  const { method = 'POST', body, accessToken, schema, signal } = options;
  const schemaLoad = schema ? startSchemaLoad(schema) : null;
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

  let response: Response;
  try {
    response = await fetch(`${IDP_BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('API request failed', 0, undefined, 'NetworkError');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const parsed = readErrorBody(data);
    const code = parsed ? parsed.error.code : IDP_DEFAULT_ERROR_CODE;
    const message = parsed ? parsed.error.message : 'API request failed';
    throw new ApiError(message, response.status, data, code);
  }
  if (!schemaLoad) return (data ?? {}) as T;
  const parsed = (await schemaLoad).safeParse(data ?? {});
  if (!parsed.success) {
    throw new ApiError('Invalid API response format', response.status, data, 'InvalidResponse');
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
