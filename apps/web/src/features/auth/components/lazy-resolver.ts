import type * as formResolvers from './auth-form-resolvers';

type FormResolvers = typeof formResolvers;

let loading: Promise<FormResolvers> | null = null;

/** Starts the download early (the page calls it once shown), so a submit rarely waits for it. */
export function preloadFormResolvers(): Promise<FormResolvers> {
  loading ??= import('./auth-form-resolvers').catch((error: unknown) => {
    loading = null; // A failed chunk download may succeed on the next submit.
    throw error;
  });
  return loading;
}

/**
 * A react-hook-form resolver that loads the zod one on first validation. Validation is already
 * asynchronous, so the form behaves the same; only the first check waits for the chunk.
 */
export function lazyResolver<K extends keyof FormResolvers>(name: K): FormResolvers[K] {
  const resolve = async (...args: unknown[]): Promise<unknown> => {
    const resolvers = await preloadFormResolvers();
    // Same arguments, same resolver: only its loading is deferred.
    return (resolvers[name] as (...resolverArgs: unknown[]) => unknown)(...args);
  };
  return resolve as unknown as FormResolvers[K];
}
