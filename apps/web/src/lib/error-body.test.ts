import { errorBodySchema } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

const good: unknown[] = [
  { error: { code: 'NOT_FOUND', message: 'Missing' } },
  { error: { code: '', message: '' } },
  { error: { code: 'X', message: 'Y', details: { field: 'email' } } },
  { error: { code: 'X', message: 'Y', details: null } },
  { error: { code: 'X', message: 'Y', extra: 1 }, other: true },
];

const bad: unknown[] = [
  null,
  undefined,
  'error',
  42,
  [],
  { error: 'Plain message' },
  { error: null },
  { error: [] },
  Object.assign([], { error: { code: 'X', message: 'Y' } }),
  { error: Object.assign([], { code: 'X', message: 'Y' }) },
  { error: { code: 'X' } },
  { error: { message: 'Y' } },
  { error: { code: 1, message: 'Y' } },
  { error: { code: 'X', message: null } },
  {},
];

describe('readErrorBody', () => {
  // Wrapped: it.each would spread an array sample into arguments.
  it.each(good.map((sample) => [sample]))('accepts what errorBodySchema accepts: %j', (sample) => {
    const parsed = errorBodySchema.safeParse(sample);
    expect(parsed.success).toBe(true);
    expect(readErrorBody(sample)).toEqual(parsed.data);
  });

  it.each(bad.map((sample) => [sample]))('rejects what errorBodySchema rejects: %j', (sample) => {
    expect(errorBodySchema.safeParse(sample).success).toBe(false);
    expect(readErrorBody(sample)).toBeNull();
  });
});
