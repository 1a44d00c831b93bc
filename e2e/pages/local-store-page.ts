import { expect, type Locator, type Page } from '@playwright/test';

/** Spec 02 §9 constants the web app's lib/local-store.ts uses. */
export const LOCAL_STORE = {
  name: 'lexlogis-local-store',
  conversations: 'conversations',
  index: 'conversation-index',
} as const;

export type StoredRecord = {
  version: number;
  ivLength: number;
  /** The encrypted bytes read as text, to look for the plain text in them. */
  dataAsText: string;
  dataLength: number;
  indexTitle: string | null;
  storeNames: string[];
  databaseVersion: number;
};

/** The encrypted local store as the browser holds it, read with IndexedDB itself. */
export class LocalStorePage {
  constructor(readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.locator('#app-sidebar');
  }

  /** A conversation with a stored answer, made through the API with the page's own session. */
  async createConversation(title: string, question: string, answer: string): Promise<string> {
    return this.page.evaluate(
      async ({ title, question, answer }) => {
        const stored = JSON.parse(localStorage.getItem('lexlogis.session') ?? '{}') as {
          accessToken?: string;
        };
        const headers = {
          authorization: `Bearer ${stored.accessToken ?? ''}`,
          'content-type': 'application/json',
        };
        const created = await fetch('/api/advices', {
          method: 'POST',
          headers,
          body: JSON.stringify({ title, description: question }),
        });
        const { id } = (await created.json()) as { id: string };
        const answered = await fetch(`/api/advices/${id}/store-advice`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ question, advice: answer, sources: [] }),
        });
        if (!answered.ok) throw new Error(`store-advice: ${answered.status}`);
        return id;
      },
      { title, question, answer },
    );
  }

  /** The stored record of a conversation, or null while there is none. */
  async readRecord(id: string): Promise<StoredRecord | null> {
    return this.page.evaluate(
      async ({ id, store }) => {
        const known = await indexedDB.databases();
        if (!known.some((entry) => entry.name === store.name)) return null;
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(store.name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const read = <T>(name: string) =>
          new Promise<T | undefined>((resolve, reject) => {
            const request = database.transaction(name).objectStore(name).get(id);
            request.onsuccess = () => resolve(request.result as T | undefined);
            request.onerror = () => reject(request.error);
          });
        try {
          const record = await read<{ version: number; iv: Uint8Array; data: ArrayBuffer }>(
            store.conversations,
          );
          const entry = await read<{ title: string }>(store.index);
          if (!record) return null;
          return {
            version: record.version,
            ivLength: record.iv.byteLength,
            dataAsText: new TextDecoder('utf-8', { fatal: false }).decode(record.data),
            dataLength: record.data.byteLength,
            indexTitle: entry?.title ?? null,
            storeNames: [...database.objectStoreNames],
            databaseVersion: database.version,
          };
        } finally {
          database.close();
        }
      },
      { id, store: LOCAL_STORE },
    );
  }

  async waitForRecord(id: string): Promise<StoredRecord> {
    await expect.poll(() => this.readRecord(id), { timeout: 10_000 }).not.toBeNull();
    return (await this.readRecord(id))!;
  }

  async hasDatabase(): Promise<boolean> {
    return this.page.evaluate(
      async (name) => (await indexedDB.databases()).some((entry) => entry.name === name),
      LOCAL_STORE.name,
    );
  }

  async openSidebar(): Promise<void> {
    if ((await this.page.locator('#sidebar-toggle').getAttribute('aria-expanded')) !== 'true') {
      await this.page.locator('#sidebar-toggle').click();
    }
  }

  async signOut(): Promise<void> {
    await this.openSidebar();
    await this.page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/auth\/login$/);
  }
}
