import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

/** The server publishes these schemas as OpenAPI: every one must convert to JSON Schema. */
const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('exported schemas', () => {
  it('are many', () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

  it.each(schemas)('%s converts to JSON Schema for input and output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});

describe('error catalogue', () => {
  it('covers the codes of spec 02 §8 and FORM_ACCESS_DENIED', () => {
    for (const code of [
      'INVALID_CREDENTIALS',
      'USER_EXISTS',
      'NotAuthorizedException',
      'NoAccessToken',
      'InvalidTokens',
      'FORM_ACCESS_DENIED',
    ]) {
      expect(contracts.ERROR_CATALOG).toHaveProperty(code);
    }
    expect(contracts.getErrorMessage('FORM_ACCESS_DENIED')).toBe(
      'You do not have permission to update this form',
    );
  });
});
