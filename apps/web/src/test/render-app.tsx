import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@lexlogis/contracts';
import { AppErrorBoundary } from '@/app/components/app-error-boundary';
import { AppProviders } from '@/app/providers';
import { connectSession } from '@/app/router';
import { appRoutes } from '@/app/route-tree';
import { createQueryClient } from '@/lib/query-client';
import { startFirstScreenWait } from '@/lib/first-screen-shown';
import type { SessionUser } from '@/lib/session-user';
import { accountFromSessionUser, signInForTest } from './session';

interface RenderAppOptions {
  /** Who is signed in: TEST_USER unless given; null renders signed out. */
  user?: SessionUser | null;
  /** A full account record instead of `user` (e.g. an incomplete profile). */
  account?: User;
  queryClient?: QueryClient;
}

/** The real app (same routes, providers and session wiring) on an in-memory history. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = options.user === undefined ? TEST_USER : options.user;
  if (options.account) signInForTest(options.account);
  else if (user) signInForTest(accountFromSessionUser(user));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // As main.tsx does: work for later screens waits for a conversation's answers.
  startFirstScreenWait(new URL(path, 'http://localhost').search);
  const disconnect = connectSession(router, queryClient);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>,
  );
  return { ...view, router, queryClient, disconnect };
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
