import fc from 'fast-check';
import { z } from 'zod';

/**
 * Test helper for the route fuzzer: hostile values (wrong types, huge and odd strings, deep
 * nesting, prototype keys) and, from a route's zod schema, objects that have the right field names
 * with values that are sometimes right and often not, so validation is probed field by field and
 * some requests get past it into services.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '../../etc/passwd',
    '%00',
    "'; DROP TABLE users; --",
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '1e309',
    'NaN',
    '-0',
    '00000000-0000-0000-0000-000000000000',
    'ÉÈÀ loyer bail 🏠',
    'a'.repeat(70_000),
  ),
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), Number.MAX_VALUE),
);

function deepNesting(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const prototypeObject = fc
  .constantFrom(...PROTOTYPE_KEYS)
  .map((key) => JSON.parse(`{"${key}": {"polluted": true, "isAdmin": true}}`) as unknown);

/** Any JSON value a client could send, biased to the shapes that break servers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddString, oddNumber), { maxLength: 5 }),
  fc.constantFrom(deepNesting(64), deepNesting(400), new Array(2000).fill('x')),
  prototypeObject,
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(oddString, oddNumber), { maxKeys: 4 }),
);

function plausibleValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausibleValue(option)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date().map((date) => date.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: 60 });
    case 'integer':
      return fc.integer({ min: -5, max: 200 });
    case 'number':
      return fc.double({ min: -5, max: 200, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue(schema.items), { maxLength: 3 });
    case 'object':
      return objectFrom(schema);
    default:
      return hostileValue;
  }
}

function objectFrom(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(
    fields.map(([name, field]) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: plausibleValue(field) },
        { weight: 1, arbitrary: hostileValue },
      ),
    ]),
  );
  return fc.record(shape, { requiredKeys: [] }).chain((record) =>
    fc
      .option(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'unexpected'), hostileValue), {
        freq: 4,
      })
      .map((extra) => {
        if (!extra) return record;
        // Defined as an own property, the way JSON.parse would make it.
        return Object.defineProperty({ ...record }, extra[0], {
          value: extra[1],
          enumerable: true,
        });
      }),
  );
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Bodies for a route: shaped after its schema most of the time, anything at all otherwise. */
export function bodyArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const json = toJsonSchema(schema);
  if (!json) return hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(json) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Query strings: the schema's keys with odd values, repeated keys and unknown keys. */
export function queryArbitrary(schema: unknown): fc.Arbitrary<string> {
  const keys = Object.keys(toJsonSchema(schema)?.properties ?? {});
  const key = fc.oneof(
    fc.constantFrom(...keys, 'unknown', '__proto__'),
    fc.string({ maxLength: 6 }),
  );
  const value = fc.oneof(
    oddString.map((text) => text.slice(0, 3000)),
    oddNumber.map(String),
    fc.constantFrom('1', '10', '2025-02-30', 'true', '[]', '{}'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** Path parameter values: ids of the right shape, of the wrong shape, and hostile strings. */
export const pathValueArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', 'null', 'undefined', '%', '%2e%2e', '..', 'a'.repeat(5000)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);
