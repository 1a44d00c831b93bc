import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPaginationMeta, getPageOffset, paginated, paginationQuerySchema } from './pagination';
import { paymentHistoryQuerySchema } from './payments';

describe('paginationQuerySchema', () => {
  it('coerces query-string values', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
  });

  it('applies defaults for missing values', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(paymentHistoryQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it.each([['0'], ['-1'], ['abc'], ['2.5'], ['']])('rejects page %j', (page) => {
    expect(paginationQuerySchema.safeParse({ page }).success).toBe(false);
  });

  it('caps the limit at 100', () => {
    expect(paginationQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(paginationQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('paginated', () => {
  it('wraps an item schema with meta', () => {
    const schema = paginated(z.object({ id: z.string() }));
    const body = { items: [{ id: 'a' }], meta: buildPaginationMeta(21, 2, 10) };
    expect(schema.parse(body).meta).toEqual({ total: 21, page: 2, limit: 10, totalPages: 3 });
    expect(schema.safeParse({ items: [{ id: 1 }], meta: body.meta }).success).toBe(false);
  });

  it('computes totals and offsets', () => {
    expect(buildPaginationMeta(0, 1, 10).totalPages).toBe(0);
    expect(buildPaginationMeta(10, 1, 10).totalPages).toBe(1);
    expect(getPageOffset(3, 12)).toBe(24);
  });
});
