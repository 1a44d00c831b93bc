import { Navigate } from 'react-router';
import { isLawyer, useSessionUser } from '@/lib/session-user';

/** /conversations is spec 02's older constant: it leads to the one-to-one conversations. */
export function Component() {
  const user = useSessionUser();
  const path = isLawyer(user) ? '/dashboard/conversations' : '/marketplace/conversations';
  return <Navigate to={path} replace />;
}
