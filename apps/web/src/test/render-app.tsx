import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/app/components/app-error-boundary';
import { AppProviders } from '@/app/providers';
import { connectSession } from '@/app/router';
import { appRoutes } from '@/app/route-tree';
import { createQueryClient } from '@/lib/query-client';
import type { SessionUser } from '@/lib/session-user';

interface RenderAppOptions {
  user?: SessionUser | null;
  queryClient?: QueryClient;
}

/** The real app (same routes, providers and session wiring) on an in-memory history. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  connectSession(router, queryClient);
  const view = render(
    <AppProviders queryClient={queryClient} user={options.user ?? null}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Production defaults, minus the retry back-off so failing calls settle quickly. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const queries = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({ queries: { ...queries, retryDelay: 0 } });
  return queryClient;
}

export const TEST_USER: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Camille Tremblay',
  email: 'camille@example.com',
  picture: null,
  role: 'user',
  isAdmin: false,
};
