import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('createQueryClient', () => {
  it('applies the spec defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(0);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries once, but never a 4xx answer', () => {
    const serverError = new ApiError('API request failed', 500);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('network'))).toBe(true);
  });
});
