import { Outlet, type RouteObject } from 'react-router';
import type { CatalogGroup } from '@/i18n/catalog-groups';
import { loadCatalogs } from '@/i18n/i18n';
import { PageLoader } from './components/page-loader';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { RouterNavigation } from './router-navigation';

// Groups beyond what a screen shows first are fetched after the first paint (main.tsx), so a
// dialog or tab that opens later finds its texts too.
const AI_TOOLS: CatalogGroup[] = ['legalForms', 'documents', 'caselaw'];
const LAWYERS: CatalogGroup[] = ['lawyerMarketplace', 'profile'];

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
    Component: RouterNavigation,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: (
          <AuthLayout>
            <Outlet />
          </AuthLayout>
        ),
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                path: 'auth/login',
                lazy: withCatalogs(['auth'], () => import('./routes/auth-login')),
              },
              {
                path: 'auth/register',
                lazy: withCatalogs(['auth'], () => import('./routes/auth-register')),
              },
              {
                path: 'auth/error',
                lazy: withCatalogs(['auth'], () => import('./routes/auth-error')),
              },
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
              { path: 'policies', lazy: withCatalogs([], () => import('./routes/policies')) },
              {
                Component: RequireSession,
                children: [
                  { path: '*', lazy: withCatalogs([], () => import('./routes/not-found')) },
                ],
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
            lazy: withCatalogs(['chat'], async () => ({
              Component: (await import('./layouts/main-layout')).MainLayout,
            })),
            children: [{ errorElement: <RouteErrorBoundary />, children: shellScreens() }],
          },
        ],
      },
    ],
  },
];

function shellScreens(): RouteObject[] {
  return [
    {
      index: true,
      lazy: withCatalogs(['chat', 'caselaw', 'documents'], () => import('./routes/home')),
    },
    {
      path: 'admin',
      lazy: withCatalogs(
        ['admin', 'billing', 'lawyerMarketplace', 'profile'],
        () => import('./routes/admin'),
      ),
    },
    {
      path: 'profile',
      lazy: withCatalogs(['profile', 'auth', 'billing'], () => import('./routes/profile')),
    },
    { path: 'conversations', lazy: withCatalogs(['chat'], () => import('./routes/conversations')) },
    { path: 'forms', lazy: withCatalogs(['chat'], () => import('./routes/forms')) },
    {
      path: 'advisors',
      lazy: withCatalogs(['lawyerMarketplace'], () => import('./routes/advisors')),
    },
    { path: 'ai-tools', lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools')) },
    {
      path: 'ai-tools/dashboard',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-dashboard')),
    },
    {
      path: 'ai-tools/my-documents',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-my-documents')),
    },
    {
      path: 'ai-tools/legal-forms',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-legal-forms')),
    },
    {
      path: 'ai-tools/legal-forms/find-form',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-find-form')),
    },
    {
      path: 'ai-tools/legal-forms/library',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-form-library')),
    },
    {
      path: 'ai-tools/formal-notice',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-formal-notice')),
    },
    {
      path: 'ai-tools/caselaw',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-caselaw')),
    },
    {
      path: 'ai-tools/caselaw/search',
      lazy: withCatalogs(AI_TOOLS, () => import('./routes/ai-tools-caselaw-search')),
    },
    { path: 'marketplace', lazy: withCatalogs(LAWYERS, () => import('./routes/marketplace')) },
    {
      path: 'marketplace/conversations',
      lazy: withCatalogs(LAWYERS, () => import('./routes/marketplace-conversations')),
    },
    {
      path: 'marketplace/profile',
      lazy: withCatalogs(LAWYERS, () => import('./routes/marketplace-profile')),
    },
    { path: 'dashboard', lazy: withCatalogs(LAWYERS, () => import('./routes/dashboard')) },
    {
      path: 'dashboard/conversations',
      lazy: withCatalogs(LAWYERS, () => import('./routes/dashboard-conversations')),
    },
    {
      path: 'dashboard/profile',
      lazy: withCatalogs(LAWYERS, () => import('./routes/dashboard-profile')),
    },
    // Plans and payments (issue 14); the test checkout only answers with PAYMENTS_PROVIDER=local.
    { path: 'billing', lazy: withCatalogs(['billing'], () => import('./routes/billing')) },
    {
      path: 'billing/test-checkout/:sessionId',
      lazy: withCatalogs(['billing'], () => import('./routes/billing-test-checkout')),
    },
  ];
}

/**
 * A route's code and its translation groups, fetched in parallel: the screen renders with its
 * texts (no raw keys), and its namespaces stay out of the other screens' first paint.
 */
function withCatalogs<T>(groups: readonly CatalogGroup[], importRoute: () => Promise<T>) {
  return async (): Promise<T> => {
    const [route] = await Promise.all([importRoute(), loadCatalogs(groups)]);
    return route;
  };
}
