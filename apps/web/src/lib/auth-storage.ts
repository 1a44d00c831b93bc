/**
 * Where the signed-in session's tokens survive a reload.
 *
 * Trade-off: localStorage is readable by any script running on this origin, so a cross-site
 * scripting flaw could steal the tokens; an httpOnly cookie would not be. We accept it because
 * the identity provider answers tokens in JSON like a hosted provider does (its browser SDKs keep
 * them in localStorage too), and we limit the damage: access tokens live one hour, refresh tokens
 * rotate on every use (a replayed old one revokes the whole family on the server), a session ends
 * after 30 days whatever happens, and sign-out revokes the refresh tokens server-side. Keeping
 * them in memory only would sign the user out on every reload and in every new tab.
 */
export interface StoredSession {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export const SESSION_STORAGE_KEY = 'lexlogis.session';

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? parseStoredSession(raw) : null;
  } catch {
    return null;
  }
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.accessToken === 'string' &&
      typeof value.idToken === 'string' &&
      typeof value.refreshToken === 'string' &&
      typeof value.expiresAt === 'number'
    ) {
      return {
        accessToken: value.accessToken,
        idToken: value.idToken,
        refreshToken: value.refreshToken,
        expiresAt: value.expiresAt,
      };
    }
  } catch {
    // A damaged entry is treated as no session.
  }
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as the page.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
