import type { AdviceConversation } from '@lexlogis/contracts';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The encrypted local store of spec 02 (§3 "Local store records", §9): an offline copy of the
 * user's conversations in IndexedDB, readable when the network is down. Each conversation is
 * encrypted with AES-GCM under a key derived (PBKDF2) from the user id and the session id, so
 * the copy is only readable in the session that wrote it; it is wiped on sign-out.
 */
export const LOCAL_STORE_NAME = 'lexlogis-local-store';
export const LOCAL_STORE_VERSION = 1;
export const CONVERSATIONS_STORE = 'conversations';
export const CONVERSATION_INDEX_STORE = 'conversation-index';
export const PBKDF2_ITERATIONS = 100_000;
export const IV_BYTES = 12;
export const INIT_RETRY_MS = 30_000;
const CONTENT_VERSION = 1;

export type LocalStoreIdentity = { userId: string; sessionId: string };
export type ConversationIndexEntry = {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
};
type EncryptedConversation = {
  id: string;
  version: typeof CONTENT_VERSION;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
};

interface LocalStoreSchema extends DBSchema {
  [CONVERSATIONS_STORE]: { key: string; value: EncryptedConversation };
  [CONVERSATION_INDEX_STORE]: { key: string; value: ConversationIndexEntry };
}

let opening: Promise<IDBPDatabase<LocalStoreSchema>> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const keys = new Map<string, Promise<CryptoKey>>();
const encoder = new TextEncoder();

function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    openLocalStore().catch(() => undefined);
  }, INIT_RETRY_MS);
}

/** Opens (creating on first use) the database; a failure is retried every INIT_RETRY_MS. */
export function openLocalStore(): Promise<IDBPDatabase<LocalStoreSchema>> {
  opening ??= openDB<LocalStoreSchema>(LOCAL_STORE_NAME, LOCAL_STORE_VERSION, {
    upgrade(database) {
      database.createObjectStore(CONVERSATIONS_STORE, { keyPath: 'id' });
      database.createObjectStore(CONVERSATION_INDEX_STORE, { keyPath: 'id' });
    },
  }).catch((error: unknown) => {
    opening = null;
    scheduleRetry();
    throw error;
  });
  return opening;
}

function deriveKey({ userId, sessionId }: LocalStoreIdentity): Promise<CryptoKey> {
  const id = `${userId}:${sessionId}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(id), 'PBKDF2', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: 'PBKDF2',
            salt: encoder.encode(`lexlogis-local-store:${userId}`),
            iterations: PBKDF2_ITERATIONS,
            hash: 'SHA-256',
          },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

export async function saveConversationCopy(
  identity: LocalStoreIdentity,
  conversation: AdviceConversation,
): Promise<void> {
  const [database, key] = await Promise.all([openLocalStore(), deriveKey(identity)]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    encoder.encode(JSON.stringify(conversation)),
  );
  const transaction = database.transaction(
    [CONVERSATIONS_STORE, CONVERSATION_INDEX_STORE],
    'readwrite',
  );
  await Promise.all([
    transaction
      .objectStore(CONVERSATIONS_STORE)
      .put({ id: conversation.id, version: CONTENT_VERSION, iv, data }),
    transaction.objectStore(CONVERSATION_INDEX_STORE).put({
      id: conversation.id,
      title: conversation.title,
      createdAt: conversation.createdAt,
      updatedAt: conversation.updatedAt,
    }),
    transaction.done,
  ]);
}

/** The stored copy, or null when there is none or it is not readable with this session's key. */
export async function readConversationCopy(
  identity: LocalStoreIdentity,
  id: string,
): Promise<AdviceConversation | null> {
  const [database, key] = await Promise.all([openLocalStore(), deriveKey(identity)]);
  const record = await database.get(CONVERSATIONS_STORE, id);
  if (!record || record.version !== CONTENT_VERSION) return null;
  try {
    // Loaded on use: zod stays off the first load (issue 18).
    const { adviceConversationSchema } = await import('./session-schemas');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv }, key, record.data);
    const parsed = adviceConversationSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function listConversationCopies(): Promise<ConversationIndexEntry[]> {
  const database = await openLocalStore();
  const entries = await database.getAll(CONVERSATION_INDEX_STORE);
  return entries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Sign-out: the database, its keys and any pending retry all go. */
export async function wipeLocalStore(): Promise<void> {
  keys.clear();
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
  await deleteDB(LOCAL_STORE_NAME).catch(() => undefined);
}
