import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '@/test/fake-fetch';
import {
  apiRequest,
  DEFAULT_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  MISSING_TOKEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-client';
import { ApiError } from './api-error';
import { setAuthTokens } from './auth-token';
import { setUnauthorizedHandler, type UnauthorizedReason } from './unauthorized';

let unauthorizedReasons: UnauthorizedReason[];

beforeEach(() => {
  unauthorizedReasons = [];
  setUnauthorizedHandler((reason) => unauthorizedReasons.push(reason));
});

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends JSON and no-cache headers, credentials and the bearer token to the /api base', async () => {
    setAuthTokens({ accessToken: 'token-123' });
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await expect(apiRequest('/users')).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/users');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('uses VITE_API_BASE_URL when it is set', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/v1/');
    const fetchMock = stubFetch(() => jsonResponse({}));
    await apiRequest('feature-flags', { public: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.test/v1/feature-flags');
    vi.unstubAllEnvs();
  });

  it('serialises the body as JSON and passes the method and abort signal', async () => {
    setAuthTokens({ accessToken: 't' });
    const fetchMock = stubFetch(() => jsonResponse({ id: 'a1' }, 201));
    const controller = new AbortController();

    await apiRequest('/advices', {
      method: 'POST',
      body: { title: 'Rent increase' },
      signal: controller.signal,
    });

    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"Rent increase"}');
    expect(init.signal).toBe(controller.signal);
  });

  it('keeps the JSON default headers on a write without a body', async () => {
    setAuthTokens({ accessToken: 't' });
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('/advices/source/a1/click', { method: 'POST' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a public call without a token and without an Authorization header', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ created: true }));
    await expect(apiRequest('/users', { method: 'POST', body: {}, public: true })).resolves.toEqual(
      {
        created: true,
      },
    );
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
    expect(unauthorizedReasons).toEqual([]);
  });

  it('resolves to null for 204 and for an empty body', async () => {
    setAuthTokens({ accessToken: 't' });
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/advices/a1', { method: 'DELETE' })).resolves.toBeNull();
    stubFetch(() => new Response('', { status: 200 }));
    await expect(apiRequest('/advices/a1')).resolves.toBeNull();
  });

  it('refuses a protected call without a token: 401 error, no request, unauthorized handler', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const error = await captureError(apiRequest('/users'));
    expect(error.message).toBe(MISSING_TOKEN_MESSAGE);
    expect(error.statusCode).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unauthorizedReasons).toEqual(['missing-token']);
  });

  it('treats a 401 answer as an expired session', async () => {
    setAuthTokens({ accessToken: 'expired' });
    const body = { error: { code: 'TOKEN_INVALID', message: 'Invalid or expired token' } };
    stubFetch(() => jsonResponse(body, 401));
    const error = await captureError(apiRequest('/users'));
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(error.statusCode).toBe(401);
    expect(error.data).toEqual(body);
    expect(unauthorizedReasons).toEqual(['session-expired']);
  });

  it("uses the server's error message, status, code and data for other failures", async () => {
    setAuthTokens({ accessToken: 't' });
    const body = {
      error: {
        code: 'FORM_ACCESS_DENIED',
        message: 'You do not have permission to update this form',
      },
    };
    stubFetch(() => jsonResponse(body, 403));
    const error = await captureError(apiRequest('/formAnswer/f1', { method: 'PATCH', body: {} }));
    expect(error.message).toBe('You do not have permission to update this form');
    expect(error.statusCode).toBe(403);
    expect(error.code).toBe('FORM_ACCESS_DENIED');
    expect(error.data).toEqual(body);
    expect(unauthorizedReasons).toEqual([]);
  });

  it("falls back to 'API request failed' when the body carries no message", async () => {
    setAuthTokens({ accessToken: 't' });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await captureError(apiRequest('/users'));
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.statusCode).toBe(502);
    expect(error.data).toBe('<html>Bad gateway</html>');
  });

  it('does not treat a 401 on a public call as an expired session', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'LOGIN_FAILED', message: 'Login failed' } }, 401),
    );
    const error = await captureError(
      apiRequest('/auth/login', { method: 'POST', body: {}, public: true }),
    );
    expect(error.message).toBe('Login failed');
    expect(unauthorizedReasons).toEqual([]);
  });

  it('validates the body with the given schema', async () => {
    setAuthTokens({ accessToken: 't' });
    const schema = z.object({ valid: z.boolean() });
    stubFetch(() => jsonResponse({ valid: true, extra: 1 }));
    await expect(apiRequest('/auth/validate-session', { schema })).resolves.toEqual({
      valid: true,
    });

    stubFetch(() => jsonResponse({ valid: 'yes' }));
    const error = await captureError(apiRequest('/auth/validate-session', { schema }));
    expect(error.message).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it('validates the body with a schema loaded on use, loading it with the request', async () => {
    setAuthTokens({ accessToken: 't' });
    const schema = z.object({ valid: z.boolean() });
    let loads = 0;
    const loadSchema = () => {
      loads += 1;
      return Promise.resolve(schema);
    };
    stubFetch(() => {
      expect(loads).toBe(1);
      return jsonResponse({ valid: true, extra: 1 });
    });
    await expect(apiRequest('/auth/validate-session', { schema: loadSchema })).resolves.toEqual({
      valid: true,
    });

    stubFetch(() => jsonResponse({ valid: 'yes' }));
    const error = await captureError(apiRequest('/auth/validate-session', { schema: loadSchema }));
    expect(error.message).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it('turns a network failure into an ApiError with status 0 but lets aborts through', async () => {
    setAuthTokens({ accessToken: 't' });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await captureError(apiRequest('/users'));
    expect(error.statusCode).toBe(0);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);

    stubFetch(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(apiRequest('/users')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
