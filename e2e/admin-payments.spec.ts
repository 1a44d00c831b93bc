import { expect, test } from '@playwright/test';
import {
  AdminPaymentsPage,
  createPayingUser,
  formatUsd,
  readLegis,
  readRevenue,
} from './pages/admin-payments-page';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ACCOUNTS, signInWithApi } from './support/demo';

const REFUND_CENTS = 250;

/**
 * Issue 15's money tabs and issue 17's law tab: an administrator finds a payment made through the
 * local test checkout, refunds part of it, and sees it in refunds, revenue and the audit log.
 */
for (const language of ['en', 'fr'] as const) {
  test(`${language}: an admin refunds part of a payment and sees it in refunds, revenue and the audit log`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const { userId, paymentId, amount } = await createPayingUser(request, language);
    const before = await readRevenue(request);
    const usdBefore = before.byCurrency.find((row) => row.currency === 'USD')!;

    await signInWithApi(page, request, DEMO_ACCOUNTS.admin);
    const admin = new AdminPaymentsPage(page, language);
    await admin.goto();

    const row = await admin.findPayment(userId);
    await expect(row).toContainText(formatUsd(amount, language));
    await expectNoAxeViolations(page);
    const reason = `Goodwill ${language} ${Date.now()}`;
    await admin.refund(row, reason, REFUND_CENTS);
    await expect(row).toContainText(admin.text.refundedPart);
    await expect(admin.refunds().getByRole('row').filter({ hasText: reason })).toContainText(
      formatUsd(REFUND_CENTS, language),
    );
    await expectNoAxeViolations(page);

    // Revenue on screen is the stored sum: what was refunded before plus this refund.
    const revenue = await admin.openRevenue();
    const usd = revenue
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'USD' }) });
    await expect(usd).toContainText(formatUsd(usdBefore.refunded + REFUND_CENTS, language));
    await expect(usd).toContainText(formatUsd(usdBefore.totalRevenue - REFUND_CENTS, language));
    await expectNoAxeViolations(page);

    await admin.findAudit(paymentId);

    // The tab says what the server has: the consolidation date, and the import or how to run one.
    const legis = await readLegis(request);
    const law = await admin.openLaw();
    if (legis.consolidation) await expect(law).toContainText(legis.consolidation);
    await expect(law).toContainText(
      legis.lastImport ? legis.lastImport.file : 'npm run kb:import-ccq -- FILE.pdf',
    );
    await expectNoAxeViolations(page);
  });
}
