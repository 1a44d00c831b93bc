/**
 * In-memory holder of the signed-in user's tokens. The identity work decides how tokens are
 * obtained and persisted; everything else (API client, flag cache) only reads and listens here.
 */
export interface AuthTokens {
  accessToken: string;
  idToken?: string;
}

type TokensListener = (tokens: AuthTokens | null) => void;

let currentTokens: AuthTokens | null = null;
const listeners = new Set<TokensListener>();

export function getAuthTokens(): AuthTokens | null {
  return currentTokens;
}

export function getAccessToken(): string | null {
  return currentTokens?.accessToken || null;
}

export function setAuthTokens(tokens: AuthTokens): void {
  currentTokens = { ...tokens };
  notifyListeners();
}

export function clearAuthTokens(): void {
  if (currentTokens === null) return;
  currentTokens = null;
  notifyListeners();
}

/** Returns the unsubscribe function. */
export function subscribeAuthTokens(listener: TokensListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notifyListeners(): void {
  for (const listener of listeners) listener(currentTokens);
}
