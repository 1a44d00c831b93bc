import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminDirectoryPage, openConversationWith } from './pages/admin-directory-page';
import { createReportingUser, type AdminLanguage } from './pages/admin-page';
import { signInForApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ACCOUNTS, signInWithApi } from './support/demo';

/** The seeded demo lawyer's profile name (lawyer@demo.local). */
const DEMO_LAWYER = 'Demo Lawyer';

async function runDirectory(language: AdminLanguage, page: Page, request: APIRequestContext) {
  await page.setViewportSize({ width: 375, height: 800 });
  const tenant = await createReportingUser(request, language);
  const lawyer = await signInForApi(request, DEMO_ACCOUNTS.lawyer);
  const message = `Heating broken since Monday ${language} ${Date.now()}`;
  const conversationId = await openConversationWith(
    request,
    { headers: { authorization: `Bearer ${tenant.accessToken}` } },
    lawyer.id,
    message,
  );

  await signInWithApi(page, request, DEMO_ACCOUNTS.admin);
  const admin = new AdminDirectoryPage(page, language);
  await admin.goto();

  // 1. User detail and edit.
  const newName = `Renamed ${language} ${Date.now()}`;
  await admin.renameUser(tenant.email, newName);
  await expectNoAxeViolations(page);
  await admin.closeDialog();
  await expect(page.getByRole('row').filter({ hasText: tenant.email })).toContainText(newName);

  // 2. The lawyer directory: find the demo lawyer by email, open the detail, then the account.
  await admin.openLawyer(DEMO_ACCOUNTS.lawyer, DEMO_LAWYER);
  await expectNoAxeViolations(page);
  await admin.openLawyerAccount(DEMO_ACCOUNTS.lawyer);
  await admin.closeDialog();

  // 3. The one-to-one conversation: read it, then find the read in the audit log.
  await admin.readConversation(tenant.email, message);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(admin.dialog).toHaveCount(0);
  await admin.findAuditEntry('DIRECT_CONVERSATION_READ', conversationId);
  await expectNoAxeViolations(page);
}

test.describe('back office directory', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: an admin edits a user, opens a lawyer and reads a conversation, audited (375 px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await runDirectory(language, page, request);
    });
  }
});
