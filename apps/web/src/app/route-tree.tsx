import type { RouteObject } from 'react-router';
import { PageLoader } from './components/page-loader';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';

/**
 * Every route of both specs. The small layouts load with the app; the signed-in shell and each
 * screen are lazy chunks.
 * Screens sit in a pathless child with its own errorElement, so a failing screen keeps the layout
 * around it; the root errorElement catches failures of the layouts themselves. Only the sign-in
 * pages and the policies are open; RequireSession guards everything else (spec 02 §2).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        Component: AuthLayout,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: 'auth/login', lazy: () => import('./routes/auth-login') },
              { path: 'auth/register', lazy: () => import('./routes/auth-register') },
              { path: 'auth/error', lazy: () => import('./routes/auth-error') },
            ],
          },
        ],
      },
      {
        Component: PublicLayout,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: 'policies', lazy: () => import('./routes/policies') },
              {
                Component: RequireSession,
                children: [{ path: '*', lazy: () => import('./routes/not-found') }],
              },
            ],
          },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            // The shell (chat, sidebar history) is lazy too: the sign-in pages never need it.
            lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
            children: [{ errorElement: <RouteErrorBoundary />, children: shellScreens() }],
          },
        ],
      },
    ],
  },
];

function shellScreens(): RouteObject[] {
  return [
    { index: true, lazy: () => import('./routes/home') },
    { path: 'admin', lazy: () => import('./routes/admin') },
    { path: 'profile', lazy: () => import('./routes/profile') },
    { path: 'conversations', lazy: () => import('./routes/conversations') },
    { path: 'forms', lazy: () => import('./routes/forms') },
    { path: 'advisors', lazy: () => import('./routes/advisors') },
    { path: 'ai-tools', lazy: () => import('./routes/ai-tools') },
    { path: 'ai-tools/dashboard', lazy: () => import('./routes/ai-tools-dashboard') },
    { path: 'ai-tools/my-documents', lazy: () => import('./routes/ai-tools-my-documents') },
    { path: 'ai-tools/legal-forms', lazy: () => import('./routes/ai-tools-legal-forms') },
    { path: 'ai-tools/legal-forms/find-form', lazy: () => import('./routes/ai-tools-find-form') },
    { path: 'ai-tools/legal-forms/library', lazy: () => import('./routes/ai-tools-form-library') },
    { path: 'ai-tools/formal-notice', lazy: () => import('./routes/ai-tools-formal-notice') },
    { path: 'ai-tools/caselaw', lazy: () => import('./routes/ai-tools-caselaw') },
    { path: 'ai-tools/caselaw/search', lazy: () => import('./routes/ai-tools-caselaw-search') },
    { path: 'marketplace', lazy: () => import('./routes/marketplace') },
    { path: 'marketplace/conversations', lazy: () => import('./routes/marketplace-conversations') },
    { path: 'marketplace/profile', lazy: () => import('./routes/marketplace-profile') },
    { path: 'dashboard', lazy: () => import('./routes/dashboard') },
    { path: 'dashboard/conversations', lazy: () => import('./routes/dashboard-conversations') },
    { path: 'dashboard/profile', lazy: () => import('./routes/dashboard-profile') },
    // Plans and payments (issue 14); the test checkout only answers with PAYMENTS_PROVIDER=local.
    { path: 'billing', lazy: () => import('./routes/billing') },
    {
      path: 'billing/test-checkout/:sessionId',
      lazy: () => import('./routes/billing-test-checkout'),
    },
  ];
}
