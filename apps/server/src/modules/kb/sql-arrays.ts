import { sql, type SQL } from 'drizzle-orm';

/**
 * Array literals built from one parameter per item: drizzle expands a JS array inside sql``
 * into a parenthesised list, which PostgreSQL cannot cast to an array.
 */
export function textArray(items: readonly string[]): SQL {
  if (items.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;
}

export function numberArray(items: readonly number[]): SQL {
  if (items.length === 0) return sql`'{}'::float8[]`;
  return sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::float8[]`;
}

export function booleanArray(items: readonly boolean[]): SQL {
  if (items.length === 0) return sql`'{}'::boolean[]`;
  return sql.raw(`array[${items.map((item) => (item ? 'true' : 'false')).join(', ')}]::boolean[]`);
}
