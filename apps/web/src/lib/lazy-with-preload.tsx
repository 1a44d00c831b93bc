import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the screen's (issue 18), with `preload()` to fetch it
 * before it is needed. Once loaded it renders directly, without a Suspense frame; before that it
 * suspends, so the caller wraps it in Suspense with the fallback it wants.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // A failed chunk may be asked for again (a flaky network).
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
