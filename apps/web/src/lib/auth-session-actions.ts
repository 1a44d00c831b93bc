import { type AuthTokens as IdpTokens, type LoginRequest, type User } from '@lexlogis/contracts';
import { changeLanguage } from '@/i18n/i18n';
import { apiRequest, getApiBaseUrl } from './api-client';
import { ApiError, isClientError } from './api-error';
import {
  adoptTokens,
  endSession,
  getAuthSession,
  getSessionTokens,
  isFresh,
  refreshSession,
  setAuthSession,
  toStoredSession,
} from './auth-session';
import { readStoredSession, type StoredSession } from './auth-storage';
import { readIdTokenClaims } from './id-token';
import { idpRequest } from './idp-client';
import type { SessionUser } from './session-user';

const CONFIRMED_PATCH = {
  status: 'CONFIRMED',
  isRestoring: false,
  pendingEmail: null,
  endedBy: null,
} as const;

/**
 * After the identity provider signed someone in: keep the tokens, register the sign-in with the
 * product (POST /auth/login) and become CONFIRMED with the returned account. Any failure there
 * is a login failure: SIGNED_OUT, and the error goes to the caller to show.
 */
export async function startSession(idpTokens: IdpTokens): Promise<User> {
  const session = toStoredSession(idpTokens);
  adoptTokens(session);
  try {
    const account = await loginToProduct(session);
    setAuthSession({ ...CONFIRMED_PATCH, account });
    await applyAccountLanguage(account);
    return account;
  } catch (error) {
    endSession();
    throw error;
  }
}

async function loginToProduct(session: StoredSession): Promise<User> {
  const claims = await readIdTokenClaims(session.idToken);
  if (!claims) throw new ApiError('Invalid token provided', 401, undefined, 'INVALID_TOKEN');
  const body: LoginRequest = {
    email: claims.email,
    cognitoToken: session.accessToken,
    idToken: session.idToken,
    cognitoId: claims.sub,
    cognitoAttributes: {
      name: claims.name,
      email: claims.email,
      email_verified: claims.email_verified,
      ...(claims.picture ? { picture: claims.picture } : {}),
    },
  };
  // Public: a refusal here is a failed login to report, not an expired session to redirect.
  const answer = await apiRequest('/auth/login', {
    method: 'POST',
    body,
    public: true,
    schema: loadLoginResponseSchema,
  });
  if (!answer) throw new ApiError('Login failed', 401, undefined, 'LOGIN_FAILED');
  return answer.user;
}

/**
 * The user's chosen language wins over the browser's once they have a complete profile; a new
 * account's language is only a default until the profile dialog confirms it.
 */
async function applyAccountLanguage(account: User): Promise<void> {
  const { isProfileIncomplete } = await import('./session-schemas');
  if (!isProfileIncomplete(account)) await changeLanguage(account.language);
}

/** The identity provider says the account exists but is not confirmed (a status, not an error). */
export function markUnconfirmed(email: string): void {
  setAuthSession({ status: 'UNCONFIRMED', account: null, pendingEmail: email, endedBy: null });
}

/** Login failure (spec 02 §4): SIGNED_OUT, unless a session is already running. */
export function markSignInFailed(): void {
  if (getAuthSession().status !== 'CONFIRMED') endSession();
}

/** The profile dialog saved: the footer, guards and dialog see the new record at once. */
export function updateSessionAccount(account: User): void {
  if (getAuthSession().status === 'CONFIRMED') setAuthSession({ account });
}

/** Loaded on use: zod and the contracts' schemas stay off the first load (issue 18). */
async function loadLoginResponseSchema() {
  return (await import('./session-schemas')).loginResponseSchema;
}

/**
 * After a reload: bring back the stored session (refreshing first if the access token is about
 * to expire) and fetch the account. Without a stored session this is SIGNED_OUT at once.
 * `knownAccount` is the account the server sent with the document for this session (issue 18,
 * round 7: app/first-screen-data.ts checked it is this token's): then no request is needed.
 */
export async function restoreSession(knownAccount?: User): Promise<void> {
  const stored = readStoredSession();
  if (!stored || getAuthSession().status === 'CONFIRMED') return;
  if (knownAccount && isFresh(stored)) {
    adoptTokens(stored);
    setAuthSession({ ...CONFIRMED_PATCH, account: knownAccount });
    return;
  }
  setAuthSession({ isRestoring: true });
  adoptTokens(stored);
  if (!isFresh(stored) && !(await refreshSession())) {
    setAuthSession({ isRestoring: false });
    if (getSessionTokens()) endSession({ notice: 'session-expired' });
    return;
  }
  try {
    const answer = await fetchAccount();
    setAuthSession({ ...CONFIRMED_PATCH, account: answer });
  } catch (error) {
    // A 401 has already ended the session (unauthorized.ts); anything else ends it here.
    endSession(isClientError(error) ? {} : { notice: 'session-expired' });
  }
}

async function fetchAccount(): Promise<User> {
  try {
    const answer = await apiRequest('/users', { schema: loadLoginResponseSchema });
    if (!answer) throw new ApiError('User not found', 404, undefined, 'USER_NOT_FOUND');
    return answer.user;
  } catch (error) {
    if (isClientError(error)) throw error;
    // One more try for a network blip or a server restart before giving up on the session.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const answer = await apiRequest('/users', { schema: loadLoginResponseSchema });
    if (!answer) throw new ApiError('User not found', 404, undefined, 'USER_NOT_FOUND');
    return answer.user;
  }
}

/**
 * Logout (spec 02 §4): tokens, account and caches are cleared locally at once, then the session
 * is revoked server-side (whatever that answers, the user is signed out here).
 */
export async function signOut(): Promise<void> {
  const session = getSessionTokens();
  endSession({ byUser: true });
  if (!session) return;
  const bearer = session.accessToken;
  // The product's logout revokes the refresh tokens at the provider too, after which the provider
  // refuses the token; its own sign-out is the fallback when the product could not be reached.
  const loggedOut = await fetch(`${getApiBaseUrl().replace(/\/+$/, '')}/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' },
    credentials: 'include',
    cache: 'no-store',
  }).then(
    (response) => response.ok,
    () => false,
  );
  if (loggedOut) return;
  await idpRequest('/sign-out', {
    body: { refreshToken: session.refreshToken },
    accessToken: bearer,
  }).catch(() => undefined);
}

export function toSessionUser(account: User | null): SessionUser | null {
  if (!account) return null;
  return {
    id: account.id,
    name: account.name || account.email,
    email: account.email,
    picture: account.picture ?? null,
    role: account.role,
    isAdmin: account.isAdmin,
  };
}
