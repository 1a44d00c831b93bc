import { expect, test } from '@playwright/test';
import { openChatWithQuestionnaire } from './pages/chat-page';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';

// Issue 18, round 7: an answered conversation opened by its address comes with its first screen
// in the document, for the person the document cookie names: no session check and no
// conversation request before it shows, and the same page as when the app fetches it.
// Round 9: that document also links the answer's renderer, so it loads with the start-up's code.
const RENDERER_LINK =
  /<link rel="modulepreload" crossorigin[^>]* href="\/assets\/markdown-answer-[\w-]+\.js">/;
test.describe('the answered conversation from the document', () => {
  test('renders without a session check or a conversation request, as the API-fed page does', async ({
    page,
    request,
  }) => {
    const chat = await openChatWithQuestionnaire(page, request);
    await chat.ask('My landlord wants to raise my rent by 12% at renewal, what can I do?');
    await chat.waitForAnswer();
    const chatId = await chat.chatIdFromUrl();
    // The app set its cookie when the session was restored; the API never sees it as a session.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lexlogis.document')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });

    // What the page shows when the app fetches the conversation itself (no cookie).
    await page.setViewportSize({ width: 375, height: 812 });
    const cookie = cookies.find((entry) => entry.name === 'lexlogis.document')!;
    await page.context().clearCookies({ name: 'lexlogis.document' });
    const plainDocument = await page.goto(`/?chatId=${chatId}`);
    expect(await plainDocument!.text()).not.toMatch(RENDERER_LINK);
    await expect(chat.sources()).toBeVisible();
    const fetched = await chat.lastAnswer.innerText();
    await expect(page.locator(`#lexlogis-first-screen`)).toHaveCount(0);

    await page.context().addCookies([cookie]);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const errors = collectConsoleErrors(page);
    const api: string[] = [];
    const renderers: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/api/')) api.push(`${sent.method()} ${path}`);
      if (path.startsWith('/assets/markdown-answer-')) renderers.push(path);
    });
    const firstScreenDocument = await page.goto(`/?chatId=${chatId}`);
    expect(await firstScreenDocument!.text()).toMatch(RENDERER_LINK);
    await expect(page.locator(`#lexlogis-first-screen`)).toHaveCount(1);
    await expect(chat.sources()).toBeVisible();
    expect(await chat.lastAnswer.innerText()).toBe(fetched);
    expect(api).not.toContain(`GET /api/advices/${chatId}`);
    expect(api).not.toContain('GET /api/users');
    // Linked from the document and imported by the app: one request.
    expect(renderers).toHaveLength(1);
    await page.waitForTimeout(1500); // the sources and the case outcome follow the answer
    // Only the case outcome may appear above the answer a moment later (as on the API-fed page).
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
