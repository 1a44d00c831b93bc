import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { createTestApp, type TestApp } from '../test/test-app';
import { toErrorResponse } from './error-handler';

const INTERNAL_DETAIL = 'connection to 10.0.0.5 failed for user admin';

function addTestRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ email: z.email(), profile: z.object({ age: z.number().int() }) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ received: request.body.email }),
  );
  typed.get('/api/test/boom', async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  typed.get('/api/test/forbidden', async () => {
    throw new AppError('FORM_ACCESS_DENIED', undefined, { formId: 'f-1' });
  });
  typed.get('/api/test/zod', async () => z.object({ name: z.string() }).parse({}));
}

describe('error handler', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { BODY_LIMIT_BYTES: 1024 }, routes: addTestRoutes });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('answers 400 VALIDATION_ERROR listing every field issue', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', profile: { age: 'old' } },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('The request is not valid');
    expect(error.details.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', path: 'email' }),
        expect.objectContaining({ location: 'body', path: 'profile.age' }),
      ]),
    );
  });

  it('reports query string issues with their location', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?page=0',
      payload: { email: 'a@b.ca', profile: { age: 3 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      expect.objectContaining({ location: 'querystring', path: 'page' }),
    ]);
  });

  it('answers a zod error thrown by a handler as a validation error', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/zod' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [expect.objectContaining({ path: 'name' })] },
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found' },
    });
  });

  it.each(['/api/feature-flags/%E0%A4%A', '/%E0%A4%A'])(
    'answers a malformed URL %s with 400 BAD_REQUEST',
    async (url) => {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    },
  );

  it('reads an empty body declared as JSON as no body (the empty-body calls of spec 02 §7)', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.ca","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ca",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.ca', profile: { age: 1 }, padding: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an AppError with its catalogue status, message and details', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'FORM_ACCESS_DENIED',
        message: 'You do not have permission to update this form',
        details: { formId: 'f-1' },
      },
    });
  });

  it('answers an unexpected error with a generic 500 and logs it with the request id', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'trace-500-check' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
    });
    expect(response.body).not.toContain(INTERNAL_DETAIL);
    const errorLine = testApp.logs
      .map((line) => JSON.parse(line))
      .find((entry) => entry.level === 50);
    expect(errorLine).toMatchObject({ reqId: 'trace-500-check', msg: 'request failed' });
    expect(errorLine.err.message).toBe(INTERNAL_DETAIL);
  });

  it('answers 429 RATE_LIMITED past RATE_LIMIT_MAX requests a minute', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: 2 }, database: testApp.database });
    // On PostgreSQL the count is shared by every app on the database: an address of its own.
    const request = { url: '/healthz', remoteAddress: '192.0.2.44' };
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await limited.app.inject(request)).statusCode).toBe(200);
      }
      const response = await limited.app.inject(request);
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('toErrorResponse', () => {
  it('keeps any client error a 4xx', () => {
    const notAllowed = Object.assign(new Error('Method Not Allowed'), { statusCode: 405 });
    expect(toErrorResponse(notAllowed)).toMatchObject({ status: 400, isServerFault: false });
    expect(
      toErrorResponse(Object.assign(new Error('x'), { statusCode: 401 })).body.error.code,
    ).toBe('UNAUTHORIZED');
  });

  it('hides anything that is not an error object', () => {
    expect(toErrorResponse('oops')).toMatchObject({ status: 500, isServerFault: true });
    expect(toErrorResponse(undefined).body.error.message).toBe('An unexpected error occurred');
  });
});
