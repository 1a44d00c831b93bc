import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminPage } from './pages/admin-page';
import {
  createAccount,
  makeLawyer,
  openConversation,
  patchProfile,
  sendMessage,
  XssMarketplacePage,
  type XssLanguage,
} from './pages/xss-marketplace-page';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ACCOUNTS, signInWithApi } from './support/demo';
import {
  ALL_PAYLOADS,
  expectNothingExecuted,
  PAYLOADS,
  watchForExecution,
} from './support/xss-probe';

/**
 * Issue 16 §5, the marketplace and the back office: payloads in a lawyer's profile, in direct
 * messages (both participants' views, the dashboard, the sidebars' previews), in a rating
 * comment, in feedback comments and in a user's name are shown as text and never run.
 */

const MOBILE = { width: 375, height: 800 };

async function openAs(
  browser: Browser,
  email: string,
  request: Parameters<typeof signInWithApi>[1],
) {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  await signInWithApi(page, request, email);
  return { page, close: () => context.close() };
}

async function expectInert(page: Page, probe: ReturnType<typeof watchForExecution>) {
  await expectNothingExecuted(page, probe);
}

for (const language of ['en', 'fr'] as const satisfies readonly XssLanguage[]) {
  test(`${language}: profile fields, direct messages and a rating comment stay inert (375 px)`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${language}${Date.now() % 100000}`;
    // Names carry payloads too: the lawyer's account and the tenant's.
    const lawyer = await createAccount(request, {
      label: `xss-lawyer-${language}`,
      name: `Me ${stamp} ${PAYLOADS.svgOnLoad}`,
      language,
    });
    const city = `Ville ${stamp} ${PAYLOADS.imgOnError}`;
    const profileName = `Me ${stamp} ${PAYLOADS.imgOnError}`;
    await makeLawyer(request, lawyer, {
      name: profileName,
      description: ALL_PAYLOADS,
      city,
      stateProvince: PAYLOADS.script,
      country: PAYLOADS.iframeSrcdoc,
      languages: ['fr', 'en'],
      areasOfLaw: ['rent'],
    });
    // Languages and areas are codes from a closed list: markup is refused, never stored.
    expect(await patchProfile(request, lawyer, { languages: [PAYLOADS.imgOnError] })).toBe(400);
    expect(await patchProfile(request, lawyer, { areasOfLaw: [PAYLOADS.svgOnLoad] })).toBe(400);

    const tenantName = `Tenant ${stamp} ${PAYLOADS.script}`;
    const tenant = await createAccount(request, {
      label: `xss-tenant-${language}`,
      name: tenantName,
      language,
    });
    const chatId = await openConversation(request, tenant, lawyer);
    await sendMessage(request, tenant, chatId, `Tenant says ${ALL_PAYLOADS}`);
    await sendMessage(request, lawyer, chatId, `Lawyer says ${ALL_PAYLOADS}`);

    // The tenant: the marketplace card (filtered on the payload city) and the filter options.
    await page.setViewportSize(MOBILE);
    const probe = watchForExecution(page);
    await signInWithApi(page, request, tenant.email);
    const tenantView = new XssMarketplacePage(page, language);
    const filters = encodeURIComponent(JSON.stringify({ city, page: '1' }));
    await tenantView.open(`/marketplace?filters=${filters}`);
    const card = page.getByRole('listitem').filter({ hasText: `Me ${stamp}` });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toContainText('<img src=x onerror=');
    await expect(card).toContainText('<iframe srcdoc=');
    await expect(card.getByText(/\[open the lease\]\(javascript:/)).toBeVisible();
    await expectInert(page, probe);
    await tenantView.openSidebar();
    await expectInert(page, probe);
    await tenantView.closeSidebar();

    // The tenant's thread, and the sidebar's previews of their conversations.
    await tenantView.open(`/marketplace/conversations?chatId=${chatId}`);
    await expect(tenantView.messages).toContainText('Lawyer says <img src=x onerror=');
    await expect(tenantView.messages).toContainText('Tenant says <img src=x onerror=');
    await expectInert(page, probe);
    await tenantView.openSidebar();
    await expect(tenantView.sidebar).toContainText(`Me ${stamp} <svg onload=`);
    await expectInert(page, probe);
    await expectNoAxeViolations(page);
    await tenantView.closeSidebar();

    // A rating comment full of payloads.
    await tenantView.rateWithComment(`Comment ${ALL_PAYLOADS}`.slice(0, 1000));
    await expectInert(page, probe);

    // The lawyer: the dashboard's quote requests and latest conversations, then the thread.
    const lawyerSession = await openAs(browser, lawyer.email, request);
    const lawyerProbe = watchForExecution(lawyerSession.page);
    const lawyerView = new XssMarketplacePage(lawyerSession.page, language);
    await lawyerView.open('/dashboard');
    await expect(lawyerSession.page.getByText(tenantName).first()).toBeVisible();
    await expectInert(lawyerSession.page, lawyerProbe);
    await expectNoAxeViolations(lawyerSession.page);
    await lawyerView.openSidebar();
    await expect(lawyerView.sidebar).toContainText(`Tenant ${stamp} <script>`);
    await expectInert(lawyerSession.page, lawyerProbe);
    await lawyerView.closeSidebar();
    await lawyerView.open(`/dashboard/conversations?chatId=${chatId}`);
    await expect(lawyerView.messages).toContainText('Tenant says <img src=x onerror=');
    await expectInert(lawyerSession.page, lawyerProbe);
    await lawyerSession.close();
  });

  test(`${language}: the back office shows feedback comments and user names as text`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${language}${Date.now() % 100000}`;
    const name = `Reporter ${stamp} ${PAYLOADS.imgOnError}`;
    const reporter = await createAccount(request, {
      label: `xss-report-${language}`,
      name,
      language,
    });
    const feedback = await request.post('/api/flaggedResponse', {
      headers: reporter.headers,
      data: {
        email: reporter.email,
        reaction: 'negative',
        flaggedQuestion: `Question ${PAYLOADS.svgOnLoad}`,
        flaggedResponse: `Answer ${ALL_PAYLOADS}`,
        comments: `Comment ${stamp} ${PAYLOADS.script} ${PAYLOADS.jsLink}`,
      },
    });
    expect(feedback.ok()).toBe(true);

    const probe = watchForExecution(page);
    await signInWithApi(page, request, DEMO_ACCOUNTS.admin);
    const admin = new AdminPage(page, language);
    await admin.goto();

    const users = await admin.openTab(admin.text.tabs.users);
    await users.getByRole('searchbox', { name: admin.text.search }).fill(reporter.email);
    const row = users.getByRole('row').filter({ hasText: reporter.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Reporter ${stamp} <img src=x onerror=`);
    await expectInert(page, probe);

    const flagged = await admin.openTab(admin.text.tabs.flagged);
    const entry = flagged.getByRole('listitem').filter({ hasText: reporter.email });
    await expect(entry).toContainText(`Comment ${stamp} <script>`);
    await expectInert(page, probe);
  });
}
