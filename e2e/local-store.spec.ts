import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/demo';
import { LocalStorePage } from './pages/local-store-page';

// Test data, not legal content: a client-stored answer with a marker to look for.
const MARKER = 'Zebra marker 7319 kept for reading offline';
const TITLE = `Offline copy ${Date.now()}`;

test.describe('encrypted local store (spec 02 §9)', () => {
  test('keeps an encrypted copy of a conversation, readable offline, wiped on sign-out', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInWithApi(page, request);
    await page.goto('/');
    const store = new LocalStorePage(page);
    const id = await store.createConversation(TITLE, 'A question kept offline?', MARKER);

    await page.goto(`/?chatId=${id}`);
    await expect(page.getByText(MARKER)).toBeVisible();
    const record = await store.waitForRecord(id);
    expect(record.databaseVersion).toBe(1);
    expect(record.storeNames.sort()).toEqual(['conversation-index', 'conversations']);
    expect(record.version).toBe(1);
    expect(record.ivLength).toBe(12);
    expect(record.indexTitle).toBe(TITLE);
    // AES-GCM output: the stored bytes are not the plain text.
    expect(record.dataLength).toBeGreaterThan(MARKER.length);
    expect(record.dataAsText).not.toContain('Zebra');
    expect(record.dataAsText).not.toContain(TITLE);

    // A fresh page (nothing in memory), then the network goes down.
    await page.goto('/');
    await store.openSidebar();
    const item = store.sidebar.getByRole('button', { name: new RegExp(`^${TITLE}`) });
    await expect(item).toBeVisible();
    await context.setOffline(true);
    await item.click();
    await expect(page.getByText(MARKER)).toBeVisible();

    await context.setOffline(false);
    await store.signOut();
    await expect.poll(() => store.hasDatabase()).toBe(false);
  });
});
