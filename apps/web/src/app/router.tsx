import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { subscribeAuthTokens } from '@/lib/auth-token';
import { FEATURE_FLAGS_QUERY_KEY } from '@/lib/feature-flags';
import { createUnauthorizedHandler, setUnauthorizedHandler } from '@/lib/unauthorized';
import { appRoutes } from './route-tree';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}

/**
 * Connects the session to the rest of the app: an unauthorized API answer signs out and goes to
 * login through this router, and a token change refreshes the flags (they depend on the session).
 * Returns a cleanup for tests.
 */
export function connectSession(router: AppRouter, queryClient: QueryClient): () => void {
  setUnauthorizedHandler(
    createUnauthorizedHandler({
      queryClient,
      navigate: (path) => router.navigate(path, { replace: true }),
      getPathname: () => router.state.location.pathname,
    }),
  );
  return subscribeAuthTokens(() => {
    void queryClient.invalidateQueries({ queryKey: FEATURE_FLAGS_QUERY_KEY });
  });
}
