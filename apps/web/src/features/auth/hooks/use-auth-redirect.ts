import { useEffect } from 'react';
import { useAppNavigate, useAppSearchParams } from '@/lib/navigation';
import { readSafeRedirect } from '@/lib/auth-redirect';
import { useAuthSession } from '@/lib/use-auth-session';

/** Where sign-in leads: the safe ?redirect= of the page, or home. */
export function useRedirectTarget(): string {
  const searchParams = useAppSearchParams();
  return readSafeRedirect(searchParams.get('redirect'));
}

/** Once the session is CONFIRMED, leave the sign-in pages for the target. */
export function useLeaveWhenSignedIn(target: string): void {
  const { status } = useAuthSession();
  const navigate = useAppNavigate();
  useEffect(() => {
    if (status === 'CONFIRMED') navigate(target, { replace: true });
  }, [status, target, navigate]);
}
