import { expect, test, type Browser } from '@playwright/test';
import type { ChatPage } from './pages/chat-page';
import { openChatWithQuestionnaire } from './pages/chat-page';
import { SourceClicksMetrics } from './pages/tracking-page';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ACCOUNTS, signInWithApi } from './support/demo';

const QUESTION = {
  en: 'My landlord wants to raise my rent by 12% at renewal, what can I do?',
  fr: 'Mon propriétaire veut augmenter mon loyer de 12 % au renouvellement, que puis-je faire?',
} as const;

/** The admin's own browser, signed in, on the metrics' source-click table. */
async function openAdminMetrics(browser: Browser, baseURL: string, language: 'en' | 'fr') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithApi(page, context.request, DEMO_ACCOUNTS.admin);
  return { context, metrics: new SourceClicksMetrics(page, language) };
}

/** Opens the answer's official form from the keyboard; the page is answered locally (offline). */
async function openFormFromKeyboard(chat: ChatPage): Promise<void> {
  await chat.page
    .context()
    .route('https://www.tal.gouv.qc.ca/**', (route) => route.fulfill({ body: 'TAL form' }));
  const forms = await chat.openSourceTab(chat.text.forms);
  const link = forms.getByRole('link', { name: chat.text.officialForm }).first();
  const popup = chat.page.waitForEvent('popup');
  await link.focus();
  await chat.page.keyboard.press('Enter');
  await (await popup).close();
}

test.describe('source-click tracking', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: a user opens a source and the admin sees the click counted by type`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const admin = await openAdminMetrics(browser, baseURL!, language);
      try {
        const before = await admin.metrics.formClicks();

        const chat = await openChatWithQuestionnaire(page, request, language);
        await chat.ask(QUESTION[language]);
        await chat.waitForAnswer();
        // The batch leaves within 5 s; it carries the source's type and id, never the question.
        const batch = page.waitForRequest(
          (sent) =>
            sent.url().endsWith('/api/tracking/batch') &&
            (sent.postData() ?? '').includes('"category":"source"'),
        );
        await openFormFromKeyboard(chat);
        const events = ((await batch).postDataJSON() as { events: Record<string, unknown>[] })
          .events;
        const click = events.find((event) => event.category === 'source');
        expect(click).toMatchObject({ action: 'click', dimensions: { sourceType: 'FORM' } });
        expect(String(click?.label)).toMatch(/^FORM:/);
        expect(JSON.stringify(events)).not.toContain(QUESTION[language].slice(0, 20));

        // Each read reloads the back office (no cached metrics); a loaded machine needs a while.
        await expect
          .poll(() => admin.metrics.formClicks(), { timeout: 60_000 })
          .toBeGreaterThanOrEqual(before + 1);
        await expectNoAxeViolations(admin.metrics.page);
        // The table stays readable on a phone.
        await admin.metrics.page.setViewportSize({ width: 375, height: 800 });
        const table = await admin.metrics.open();
        const box = await table.boundingBox();
        expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(admin.metrics.page);
      } finally {
        await admin.context.close();
      }
    });
  }
});
