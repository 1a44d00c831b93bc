import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { AssetLog } from './pages/asset-log';
import { AuthPage } from './pages/auth-page';
import { openChatWithQuestionnaire } from './pages/chat-page';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo';

// Issue 18: what the browser downloads, and when.
test.describe('web performance', () => {
  test('the sign-in page arrives compressed and never loads the signed-in shell', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const log = new AssetLog(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page paints prerendered; its code starts after that paint and enables the form (round 5).
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

    expect(log.documents[0]).toMatchObject({ encoding: 'br', cacheControl: 'no-cache' });
    expect(log.scripts.length).toBeGreaterThan(0);
    for (const script of log.scripts) {
      expect(script.cacheControl, script.url).toContain('immutable');
    }
    // Chunks under 1 kB are not worth compressing; every other one comes as brotli.
    const large = log.scripts.filter(
      (script) => !/\/assets\/(rolldown-runtime|api-error)/.test(script.url),
    );
    expect(large.filter((script) => script.encoding === 'br').length).toBeGreaterThan(3);
    expect(log.hasLoadedChunk('main-layout')).toBe(false);
    // The sign-in document (auth.html): no router library, no TanStack Query (round 4).
    expect(log.hasLoadedChunk('auth')).toBe(true);
    expect(log.hasLoadedChunk('app-libs')).toBe(false);
    expect(errors).toEqual([]);
  });

  test('signing in on the sign-in document opens the app at the way back, as a new page', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const auth = new AuthPage(page);
    await auth.signIn(DEMO_ACCOUNTS.tenant, DEMO_PASSWORD, '?redirect=%2Fai-tools');
    await expect(page).toHaveURL(/\/ai-tools$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app's own document, with its router, and the session that sign-in stored.
    await expect(page.locator('script[src*="/assets/main-"]')).toHaveCount(1);
    await expect(page.locator('script[src*="/assets/auth-"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a new chat shows without the Markdown renderer; the first answer brings it', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const log = new AssetLog(page);
    // A new account with its questionnaire answered: no earlier answer to render.
    const chat = await openChatWithQuestionnaire(page, request);
    expect(log.hasLoadedChunk('markdown-answer')).toBe(false);

    await chat.ask('My landlord asks me for a security deposit, is that allowed?');
    await chat.waitForAnswer();
    // The answer's Markdown is rendered (headings), not shown as raw text.
    await expect(chat.lastAnswer.getByRole('heading').first()).toBeVisible();
    await expect(chat.lastAnswer).not.toContainText('## ');
    expect(log.hasLoadedChunk('markdown-answer')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an answered conversation opened by its address paints without a layout shift', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const chat = await openChatWithQuestionnaire(page, request);
    // After an answer this page reads its conversation again (the case outcome); that request
    // must be over before the reload, or it would be counted as the new page's (round 7).
    const reread = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        /\/api\/advices\/[\da-f-]{36}$/.test(new URL(response.url()).pathname),
    );
    await chat.ask('My landlord wants to raise my rent by 12% at renewal, what can I do?');
    await chat.waitForAnswer();
    await reread;
    const chatId = await chat.chatIdFromUrl();

    // A phone, as Lighthouse's mobile run: the answer, its sources and the prompt share the screen.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      // Shifts of what is inside a message (an answer reflowing), not of the messages as a whole
      // (the case outcome shows above them a second after the answer, as the spec asks).
      const shifts: number[] = [];
      Object.assign(window, { messageShifts: shifts });
      type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inMessage = (entry.sources ?? []).some(
            (source) =>
              source.node instanceof Element &&
              source.node.closest('[data-testid="chat-message"]') !== null,
          );
          if (inMessage) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow renderer chunk: the answer must not be painted as plain text, then reflowed.
    await page.route(/\/assets\/markdown-answer-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const log = new AssetLog(page);
    // The conversation is asked for beside the session check, not after it (round 4), and once.
    const api: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path === '/api/users' || path === `/api/advices/${chatId}`) api.push(`sent ${path}`);
    });
    page.on('response', (received) => {
      if (new URL(received.url()).pathname === '/api/users') api.push('answered /api/users');
    });
    // Without the document cookie (round 7), so the app asks the API for its first screen.
    await page.context().clearCookies({ name: 'lexlogis.document' });
    await page.goto(`/?chatId=${chatId}`);
    await expect(chat.lastAnswer.getByRole('heading').first()).toBeVisible();
    expect(api.filter((entry) => entry === `sent /api/advices/${chatId}`)).toHaveLength(1);
    expect(api.indexOf(`sent /api/advices/${chatId}`)).toBeLessThan(
      api.indexOf('answered /api/users'),
    );
    await expect(chat.sources()).toBeVisible();
    await page.waitForTimeout(1500); // the sources and the case outcome follow the answer
    const shifts = await page.evaluate(
      () => (window as unknown as { messageShifts: number[] }).messageShifts,
    );
    // Before issue 18's fix the answer was painted as plain text, then reflowed as Markdown.
    expect(shifts).toEqual([]);
    expect(log.hasLoadedChunk('markdown-answer')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a page loads its own language and screen catalogs only; switching language loads the other', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const log = new AssetLog(page);
    await page.addInitScript(() => localStorage.setItem('lexlogis.language', 'fr'));
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

    expect(log.hasLoadedChunk('locale-fr-base')).toBe(true);
    expect(log.hasLoadedChunk('locale-fr-auth')).toBe(true);
    // Other screens' French catalogs follow once the page is idle (the JS budget check keeps them
    // out of the first paint); English never loads until it is chosen.
    expect(log.scripts.filter((script) => script.url.includes('/locale-en-'))).toEqual([]);

    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // No cookie yet, so the server sent the English prerendered page (round 5): its English
    // catalogs came inline with it, and the switch needed no chunk for them.
    expect(log.scripts.filter((script) => script.url.includes('/locale-en-'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
