import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthSession, subscribeAuthSession } from '@/lib/auth-session';
import { createUnauthorizedHandler, setUnauthorizedHandler } from '@/lib/unauthorized';
import { appRoutes } from './route-tree';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}

/**
 * Connects the session to the rest of the app: an unauthorized API answer signs out and goes to
 * login through this router, and ending a session drops every cached answer (they belonged to
 * that person). Returns a cleanup for tests.
 */
export function connectSession(router: AppRouter, queryClient: QueryClient): () => void {
  setUnauthorizedHandler(
    createUnauthorizedHandler({
      queryClient,
      navigate: (path) => router.navigate(path, { replace: true }),
      getPathname: () => router.state.location.pathname,
      getSearch: () => router.state.location.search,
    }),
  );
  let previousStatus = getAuthSession().status;
  return subscribeAuthSession(() => {
    const { status } = getAuthSession();
    if (status === 'SIGNED_OUT' && previousStatus === 'CONFIRMED') queryClient.clear();
    previousStatus = status;
  });
}
