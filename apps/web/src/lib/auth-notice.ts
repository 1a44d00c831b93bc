/**
 * A one-shot message for the login page ("Session expired…"). It lives in sessionStorage so it
 * survives the redirect, and is stored as a code so the page can show it in the user's language.
 */
export type AuthNotice = 'session-expired';

const STORAGE_KEY = 'lexlogis.auth-notice';
const KNOWN_NOTICES: readonly AuthNotice[] = ['session-expired'];

export function setAuthNotice(notice: AuthNotice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, notice);
  } catch {
    // Storage can be unavailable (private mode, quotas); the redirect still happens.
  }
}

/** Reads and forgets the pending notice. */
export function takeAuthNotice(): AuthNotice | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return KNOWN_NOTICES.find((notice) => notice === value) ?? null;
  } catch {
    return null;
  }
}
