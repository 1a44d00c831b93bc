import { useDeferredValue } from 'react';
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
  const session = useAuthSession();
  const { status, account, endedBy } = session;
  const { pathname, search } = useLocation();
  // The end of a reload's session check swaps the loader for the whole screen. The session is
  // an external store, so that render would be synchronous: one long task (issue 18, round 7).
  // Deferred, React keeps the loader for one more render and then renders the screen as a
  // transition, in slices. Only that switch waits: a session that starts restoring shows the
  // loader at once.
  const wasRestoring = useDeferredValue(session.isRestoring);
  if (session.isRestoring || wasRestoring) return <PageLoader />;
  if (status !== 'CONFIRMED' || !account) {
    // After a deliberate sign-out there is nothing to come back to.
    const target = endedBy === 'user' ? LOGIN_PATH : buildLoginPath(pathname + search);
    return <Navigate to={target} replace />;
  }
  const roleRedirect = getRoleRedirect(pathname, account);
  if (roleRedirect) return <Navigate to={roleRedirect + search} replace />;
  return <Outlet />;
}
