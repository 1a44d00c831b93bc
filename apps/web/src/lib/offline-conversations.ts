import type { AdviceConversation } from '@lexlogis/contracts';
import { ApiError } from './api-error';
import { getAuthSession, getSessionTokens } from './auth-session';
import { readConversationCopy, saveConversationCopy, type LocalStoreIdentity } from './local-store';

/** The session id (`sid`, the refresh-token family) of an access token, read without verifying. */
function readSessionId(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sid?: unknown;
    };
    return typeof json.sid === 'string' ? json.sid : null;
  } catch {
    return null;
  }
}

export function getLocalStoreIdentity(): LocalStoreIdentity | null {
  const userId = getAuthSession().account?.id;
  const sessionId = readSessionId(getSessionTokens()?.accessToken);
  return userId && sessionId ? { userId, sessionId } : null;
}

/**
 * Loads a conversation and keeps an encrypted copy; when the network is down (status 0) the
 * copy answers instead. Any other failure (404, 401…) is the server's answer and stands.
 */
export async function loadWithOfflineCopy(
  id: string,
  load: () => Promise<AdviceConversation>,
): Promise<AdviceConversation> {
  const identity = getLocalStoreIdentity();
  try {
    const conversation = await load();
    if (identity) keepCopy(identity, conversation);
    return conversation;
  } catch (error) {
    if (!identity || !(error instanceof ApiError) || error.statusCode !== 0) throw error;
    const copy = await readConversationCopy(identity, id).catch(() => null);
    if (copy) return copy;
    throw error;
  }
}

function keepCopy(identity: LocalStoreIdentity, conversation: AdviceConversation): void {
  void saveConversationCopy(identity, conversation).catch(() => undefined);
}

/**
 * The encrypted copy of a conversation the page got without loading it (the document's), kept
 * once the browser is idle: deriving the key and opening the store were part of the start-up's
 * task of effects (issue 18, round 9).
 */
export function keepOfflineCopyWhenIdle(conversation: AdviceConversation): void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
  whenIdle(() => {
    const identity = getLocalStoreIdentity();
    if (identity) keepCopy(identity, conversation);
  });
}
