import { useSyncExternalStore } from 'react';
import { getAuthSession, subscribeAuthSession, type AuthSessionState } from './auth-session';

/** The live auth session (status, account, restoring flag) for components. */
export function useAuthSession(): AuthSessionState {
  return useSyncExternalStore(subscribeAuthSession, getAuthSession, getAuthSession);
}
