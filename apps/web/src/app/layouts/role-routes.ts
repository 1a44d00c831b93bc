import type { User } from '@lexlogis/contracts';

/**
 * Role-aware navigation (spec 01 §6, spec 02 §6): the dashboard is the lawyers' side, the
 * marketplace the users' side. A user who lands on a dashboard path goes to its marketplace
 * counterpart; administrators may look at both.
 */
const DASHBOARD_TO_MARKETPLACE: Record<string, string> = {
  '/dashboard': '/marketplace',
  '/dashboard/conversations': '/marketplace/conversations',
  '/dashboard/profile': '/marketplace/profile',
};

export function getRoleRedirect(
  pathname: string,
  account: Pick<User, 'role' | 'isAdmin'>,
): string | null {
  if (account.role === 'lawyer' || account.isAdmin) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return DASHBOARD_TO_MARKETPLACE[path] ?? null;
}
