import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AdminPage, createReportingUser, type AdminLanguage } from './pages/admin-page';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInWithApi } from './support/demo';

const FLAG = 'CASE_LAW_RESEARCH';

/** Other specs run on the same server after this one: the flag is always turned back on. */
async function restoreFlag(request: APIRequestContext) {
  const signIn = await request.post('/idp/sign-in', {
    data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  await request.patch(`/api/admin/feature-flags/${FLAG}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { enabled: true },
  });
}

/** The suspended user's own tab: the session it holds is refused on its next call. */
async function openUserSession(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithApi(page, context.request, email);
  await page.goto('/profile');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return { context, page };
}

async function runBackOffice(
  language: AdminLanguage,
  {
    page,
    request,
    browser,
    baseURL,
  }: {
    page: Page;
    request: APIRequestContext;
    browser: Browser;
    baseURL: string;
  },
) {
  const target = await createReportingUser(request, language);
  const user = await openUserSession(browser, baseURL, target.email);

  await signInWithApi(page, request, DEMO_ACCOUNTS.admin);
  const admin = new AdminPage(page, language);
  await admin.goto();
  await expectNoAxeViolations(page);

  try {
    // Suspension: the user's open session is refused at once, with no wait for token expiry.
    await admin.suspend(target.email);
    const status = await user.page.evaluate(
      async (token) =>
        (await fetch('/api/users', { headers: { authorization: `Bearer ${token}` } })).status,
      target.accessToken,
    );
    expect(status).toBe(401);
    await user.page.reload();
    await expect(user.page).toHaveURL(/\/auth\/login/);

    await admin.findAuditEntry('USER_SUSPENDED', target.id);
    await expectNoAxeViolations(page);

    // A flag turned off changes the app: the case-law tool is shown unavailable.
    await admin.setFlag(FLAG, false);
    await page.goto('/ai-tools');
    const menu = page.getByRole('navigation', { name: admin.text.aiMenu });
    const caseLaw = menu.getByRole('link', { name: new RegExp(`^${admin.text.caseLaw}`) });
    await expect(caseLaw).toHaveAttribute('aria-disabled', 'true');
    await admin.goto();
    await admin.setFlag(FLAG, true);
    await page.goto('/ai-tools');
    await expect(caseLaw).toBeVisible();
    await expect(caseLaw).not.toHaveAttribute('aria-disabled', 'true');
    await admin.goto();

    await admin.reviewFlagged(target.email);
    await admin.openLastWeekMetrics();
    await expectNoAxeViolations(page);
  } finally {
    await user.context.close();
    await restoreFlag(request);
  }
}

test.describe('back office', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: an admin suspends a user, finds it in the audit log, toggles a flag, reviews feedback and opens the metrics`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await runBackOffice(language, { page, request, browser, baseURL: baseURL! });
    });
  }
});
