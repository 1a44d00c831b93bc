import { Navigate, Outlet, useLocation } from 'react-router';
import { buildLoginPath, LOGIN_PATH } from '@/lib/auth-redirect';
import { useAuthSession } from '@/lib/use-auth-session';
import { PageLoader } from '../components/page-loader';
import { getRoleRedirect } from './role-routes';

/**
 * Everything but the sign-in pages and the policies needs a session (spec 02 §2): without one
 * the visitor goes to /auth/login?redirect=<where they were> and comes back after signing in.
 */
export function RequireSession() {
  const { status, account, isRestoring, endedBy } = useAuthSession();
  const { pathname, search } = useLocation();
  if (isRestoring) return <PageLoader />;
  if (status !== 'CONFIRMED' || !account) {
    // After a deliberate sign-out there is nothing to come back to.
    const target = endedBy === 'user' ? LOGIN_PATH : buildLoginPath(pathname + search);
    return <Navigate to={target} replace />;
  }
  const roleRedirect = getRoleRedirect(pathname, account);
  if (roleRedirect) return <Navigate to={roleRedirect + search} replace />;
  return <Outlet />;
}
