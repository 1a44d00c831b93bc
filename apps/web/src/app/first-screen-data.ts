import { FIRST_SCREEN_DATA_ID } from '@lexlogis/contracts/helpers';
import type { AdviceConversation, User } from '@lexlogis/contracts';
import { isFresh } from '@/lib/auth-session';
import { readStoredSession } from '@/lib/auth-storage';

/**
 * An answered conversation's first screen, sent by the server in the app's document for the
 * person its document cookie names (issue 18, round 7; apps/server/src/plugins/spa.ts): the
 * `GET /advices/:id` answer and the `GET /users` account, encoded by the server with the
 * contracts' schemas, so the app starts without that request chain.
 */
export interface FirstScreenData {
  chatId: string;
  conversation: AdviceConversation;
  account: User;
}

/** The `sub` of an id token, read without verifying it (the server did, for the same user). */
function readTokenSubject(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The document's first screen when it is this page's and this session's: the conversation in
 * the address, and the account of the session stored in this browser, with a token that needs
 * no refresh first. Anything else (another account signed in since, a stale cookie, a hand-made
 * address) is ignored and the app loads as it always did.
 */
export function readFirstScreenData(
  doc: Pick<Document, 'getElementById'>,
  location: Pick<Location, 'pathname' | 'search'>,
): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text || location.pathname !== '/') return null;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    const chatId = new URLSearchParams(location.search).get('chatId');
    const stored = readStoredSession();
    if (!stored || !isFresh(stored) || data.chatId !== chatId) return null;
    const subject = readTokenSubject(stored.idToken);
    if (!subject || data.account.providerId !== subject) return null;
    return data;
  } catch {
    return null;
  }
}
