import type { z } from 'zod';

/**
 * A response schema given as is, or as a loader of the contracts module. The loader form keeps
 * zod and the contracts' schemas out of the first load of the app (issue 18): they arrive in
 * their own chunk on the first call that validates.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * Starts loading the schema at once, so the chunk downloads while the request is in flight.
 * The rejection is observed here too: a request that fails first must not leave it unhandled.
 */
export function startSchemaLoad<T>(source: SchemaSource<T>): Promise<z.ZodType<T>> {
  const loading = typeof source === 'function' ? source() : Promise.resolve(source);
  loading.catch(() => undefined);
  return loading;
}
