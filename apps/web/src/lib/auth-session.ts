import { type AuthStatus, type AuthTokens as IdpTokens, type User } from '@lexlogis/contracts';
import { isApiError } from './api-error';
import { setAuthNotice } from './auth-notice';
import {
  clearStoredSession,
  parseStoredSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
  type StoredSession,
} from './auth-storage';
import { clearAuthTokens, setAuthTokens, subscribeAuthTokens } from './auth-token';
import { idpRequest } from './idp-client';

/**
 * The client session (spec 02 §4 "Auth status"): SIGNED_OUT, UNCONFIRMED or CONFIRMED, the
 * account record of the signed-in person, and the identity-provider tokens behind it. Tokens are
 * refreshed a minute before the access token expires; refresh tokens rotate on every use.
 */
export interface AuthSessionState {
  status: AuthStatus;
  /** The account record from POST /auth/login or GET /users; set only when CONFIRMED. */
  account: User | null;
  /** True while a stored session is being brought back after a reload. */
  isRestoring: boolean;
  /** The email waiting for its confirmation code (UNCONFIRMED only). */
  pendingEmail: string | null;
  /** 'user' after a deliberate sign-out: the guard then sends to login without a way back. */
  endedBy: 'user' | null;
}

export const REFRESH_LEAD_MS = 60_000;
export const REFRESH_RETRY_MS = 30_000;

const SIGNED_OUT: AuthSessionState = {
  status: 'SIGNED_OUT',
  account: null,
  isRestoring: false,
  pendingEmail: null,
  endedBy: null,
};

let state: AuthSessionState = SIGNED_OUT;
let tokens: StoredSession | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let refreshInFlight: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

export function getAuthSession(): AuthSessionState {
  return state;
}

export function subscribeAuthSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setAuthSession(patch: Partial<AuthSessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSessionTokens(): StoredSession | null {
  return tokens;
}

export function toStoredSession(idpTokens: IdpTokens, now = Date.now()): StoredSession {
  return {
    accessToken: idpTokens.accessToken,
    idToken: idpTokens.idToken,
    refreshToken: idpTokens.refreshToken,
    expiresAt: now + idpTokens.expiresIn * 1000,
  };
}

/** Makes these tokens the session's: API calls use them, a reload finds them, a refresh is due. */
export function adoptTokens(session: StoredSession): void {
  tokens = session;
  writeStoredSession(session);
  setAuthTokens({ accessToken: session.accessToken, idToken: session.idToken });
  scheduleRefresh(session.expiresAt);
}

/** Back to SIGNED_OUT: tokens, stored session, account and the refresh timer all go. */
export function endSession(options: { notice?: 'session-expired'; byUser?: boolean } = {}): void {
  cancelRefresh();
  tokens = null;
  clearStoredSession();
  if (options.notice) setAuthNotice(options.notice);
  setAuthSession({ ...SIGNED_OUT, endedBy: options.byUser ? 'user' : null });
  clearAuthTokens();
  // The offline copy of the conversations belongs to the session that wrote it. Imported on use:
  // IndexedDB's wrapper stays off the sign-in page's first load (issue 18).
  void import('./local-store')
    .then(({ wipeLocalStore }) => wipeLocalStore())
    .catch(() => undefined);
}

function scheduleRefresh(expiresAt: number): void {
  cancelRefresh();
  const delay = Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS);
  refreshTimer = setTimeout(() => void refreshSession(), delay);
}

function cancelRefresh(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}

/**
 * Trades the refresh token for new tokens (the provider rotates it, so the new one is kept).
 * A refusal ends the session (spec 02 §4: refresh failure gives SIGNED_OUT); a network or server
 * failure is retried while the access token still works.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= withRefreshLock(runRefresh).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<boolean> {
  const current = tokens;
  if (!current) return false;
  // Another tab may already have rotated the token; reusing the old one would revoke the family.
  const stored = readStoredSession();
  if (stored && stored.refreshToken !== current.refreshToken && isFresh(stored)) {
    adoptTokens(stored);
    return true;
  }
  try {
    const answer = await idpRequest('/refresh', {
      body: { refreshToken: current.refreshToken },
      schema: async () => (await import('./session-schemas')).refreshResponseSchema,
    });
    if (tokens !== current) return tokens !== null; // Signed out (or in again) meanwhile.
    adoptTokens(toStoredSession(answer.tokens));
    return true;
  } catch (error) {
    if (tokens !== current) return tokens !== null;
    const transient = !isApiError(error) || error.statusCode === 0 || error.statusCode >= 500;
    if (transient && current.expiresAt > Date.now()) {
      cancelRefresh();
      refreshTimer = setTimeout(() => void refreshSession(), REFRESH_RETRY_MS);
      return false;
    }
    endSession({ notice: 'session-expired' });
    return false;
  }
}

export function isFresh(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt - now > REFRESH_LEAD_MS;
}

/** Tabs share the stored session: the Web Locks API keeps two tabs from refreshing at once. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('lexlogis.session-refresh', task) as Promise<T>;
}

/** Another tab signed in, refreshed or signed out: follow it. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY || event.storageArea !== localStorage) return;
  const next = parseStoredSession(event.newValue);
  if (!next) {
    if (tokens) endSession();
    return;
  }
  if (tokens && next.refreshToken !== tokens.refreshToken) adoptTokens(next);
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

// A 401 anywhere clears the tokens (unauthorized.ts); the session follows.
subscribeAuthTokens((current) => {
  if (current === null && tokens !== null) endSession();
});

/** Test helper: forget everything without notifying anyone. */
export function resetAuthSession(): void {
  cancelRefresh();
  tokens = null;
  refreshInFlight = null;
  state = SIGNED_OUT;
  clearStoredSession();
}
