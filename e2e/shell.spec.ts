import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { signInWithApi } from './support/demo';
import { APP_ROUTES } from './support/routes';
import { ShellPage } from './pages/shell-page';

const NAMESPACES = Object.keys(
  JSON.parse(readFileSync('apps/web/src/i18n/locales/en.json', 'utf8')) as object,
);
// "billing.upgrade", not part of an address or a link ("x@chat.example", "/chat.html").
const RAW_KEY = new RegExp(`(?<![\\w@/.-])(?:${NAMESPACES.join('|')})\\.[a-z][A-Za-z_]*`);

// Every screen but the sign-in pages and the policies needs a session: the demo tenant's.
/**
 * The sign-in page sends a signed-in visitor on to the app once its script confirms the session
 * (`useLeaveWhenSignedIn`): the screen to check is the one they land on, and the next address
 * must not race that navigation (it interrupted `goto`, and reading the page mid-way failed).
 */
// Both sign-in pages send a signed-in visitor on (useLeaveWhenSignedIn); the next goto would
// race that navigation.
const LEAVES_WHEN_SIGNED_IN = new Set(['/auth/login', '/auth/register']);

async function waitForSignedInRedirect(page: Page, route: string): Promise<void> {
  if (LEAVES_WHEN_SIGNED_IN.has(route)) await page.waitForURL((url) => url.pathname !== route);
}

test.beforeEach(async ({ page, request }) => {
  await signInWithApi(page, request);
});

test.describe('web shell', () => {
  test('shows the shell in English, switches to French, and remembers it', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const shell = new ShellPage(page);
    await shell.goto('/ai-tools');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishHeading = await shell.heading.textContent();

    await shell.switchLanguage('fr');
    await expect(shell.heading).not.toHaveText(englishHeading ?? '');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(shell.heading).not.toHaveText(englishHeading ?? '');

    await shell.switchLanguage('en');
    await expect(shell.heading).toHaveText(englishHeading ?? '');
    expect(errors).toEqual([]);
  });

  for (const route of APP_ROUTES) {
    test(`route ${route} answers with a screen and no console error`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForSignedInRedirect(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every string of the screen is translated: no "namespace.key" left raw (a screen whose
      // route misses a translation group used to keep them).
      // Read once, not retried: the first paint must have its text, not a later repair.
      expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
      expect(errors).toEqual([]);
    });
  }

  test('every route in French paints translated text first', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const shell = new ShellPage(page);
    await shell.goto('/ai-tools');
    await shell.switchLanguage('fr');
    for (const route of APP_ROUTES) {
      await page.goto(route);
      await waitForSignedInRedirect(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text.match(RAW_KEY)?.[0], `${route} shows a raw key`).toBeUndefined();
    }
    await shell.switchLanguage('en');
    expect(errors).toEqual([]);
  });

  test('an unknown page shows the not-found screen; an unknown API path answers JSON 404', async ({
    page,
    request,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|introuvable/i);

    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('health check reports the database', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

test.describe('sidebar', () => {
  test('is open by default on desktop and shifts the content by 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const shell = new ShellPage(page);
    await shell.goto('/ai-tools');
    expect(await shell.isSidebarOpen()).toBe(true);
    await expect(shell.sidebar).toBeVisible();
    expect(Math.round((await shell.sidebar.boundingBox())?.width ?? 0)).toBe(320);
    expect((await shell.sidebar.boundingBox())?.y).toBe(72);
    expect((await shell.main.boundingBox())?.x).toBeGreaterThanOrEqual(320);

    await shell.sidebarToggle.click();
    expect(await shell.isSidebarOpen()).toBe(false);
    // Closed means slid out of view, inert, and the content back at the left edge.
    await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
    await expect(shell.sidebar).toHaveAttribute('inert', '');
    await expect.poll(async () => (await shell.main.boundingBox())?.x).toBe(0);
    await expect
      .poll(async () => {
        const box = await shell.sidebar.boundingBox();
        return box ? box.x + box.width : 0;
      })
      .toBeLessThanOrEqual(0);
  });

  test('is closed by default at 375 px, opens full width, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shell = new ShellPage(page);
    await shell.goto('/ai-tools');
    expect(await shell.isSidebarOpen()).toBe(false);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await shell.sidebarToggle.click();
    await expect(shell.sidebar).toBeVisible();
    // Measured once the slide-in transition has settled.
    await expect
      .poll(async () => {
        const box = await shell.sidebar.boundingBox();
        return box ? Math.round(box.x) : null;
      })
      .toBe(0);
    expect(Math.round((await shell.sidebar.boundingBox())?.width ?? 0)).toBe(375);
  });

  test('shows the AI tools menu on AI tools paths and is keyboard operable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const shell = new ShellPage(page);
    await shell.goto('/ai-tools');
    await expect(shell.sidebar.getByRole('link', { name: /dashboard/i }).first()).toBeVisible();
    await shell.sidebarToggle.focus();
    await page.keyboard.press('Enter');
    expect(await shell.isSidebarOpen()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await shell.isSidebarOpen()).toBe(true);
  });
});

test.describe('policies', () => {
  test('switches between privacy and terms through the URL, in both languages', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto('/policies?tab=terms');
    await expect(page.getByRole('tab', { selected: true })).toContainText(/terms/i);
    await expect(page.getByText(/not legal advice/i).first()).toBeVisible();

    await page.getByRole('tab', { name: /privacy/i }).click();
    await expect(page).toHaveURL(/tab=privacy/);
    await shell.switchLanguage('fr');
    await expect(page.getByRole('tab', { selected: true })).toContainText(/confidentialité/i);
  });
});

test.describe('accessibility', () => {
  for (const route of ['/', '/ai-tools', '/policies?tab=terms', '/marketplace/conversations']) {
    test(`${route} has no detectable WCAG A/AA violations`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(route);
      await expectNoAxeViolations(page);
    });
  }

  test('mobile width has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expectNoAxeViolations(page);
  });
});
