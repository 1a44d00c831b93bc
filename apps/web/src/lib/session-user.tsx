import { createContext, useContext, type ReactNode } from 'react';

export type SessionRole = 'user' | 'lawyer';

/** What the interface needs about the signed-in person (spec 01 §3 "Session user"). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  role: SessionRole;
  isAdmin: boolean;
}

const SessionUserContext = createContext<SessionUser | null>(null);

/** The identity work provides the user here; until then the app renders with no user. */
export function SessionUserProvider({
  user,
  children,
}: {
  user: SessionUser | null;
  children: ReactNode;
}) {
  return <SessionUserContext value={user}>{children}</SessionUserContext>;
}

export function useSessionUser(): SessionUser | null {
  return useContext(SessionUserContext);
}

/** Without a known user the interface takes the ordinary user's paths (spec 01 §6). */
export function isLawyer(user: SessionUser | null): boolean {
  return user?.role === 'lawyer';
}

export function getProfilePath(user: SessionUser | null): string {
  return isLawyer(user) ? '/dashboard/profile' : '/marketplace/profile';
}

export function getConversationsHomePath(user: SessionUser | null): string {
  return isLawyer(user) ? '/dashboard' : '/marketplace';
}
