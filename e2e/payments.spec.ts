import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { SHORT_CODE_TTL_BASE_URL } from './support/short-ttl';
import { openChatWithQuestionnaire } from './pages/chat-page';
import { BillingPage, type BillingLanguage } from './pages/billing-page';

// The second e2e server runs with FREE_DAILY_QUESTIONS=1 and the local test checkout.
test.use({ baseURL: SHORT_CODE_TTL_BASE_URL });
test.describe.configure({ timeout: 120_000 });

const QUESTIONS = {
  en: ['Can my landlord raise the rent?', 'How much notice must my landlord give?'],
  fr: [
    'Mon propriétaire peut-il augmenter le loyer?',
    'Quel avis mon propriétaire doit-il donner?',
  ],
} as const;

for (const language of ['en', 'fr'] as BillingLanguage[]) {
  test(`a Free tenant reaches the quota, pays in the test checkout, asks again and cancels (${language})`, async ({
    page,
    request,
  }) => {
    const chat = await openChatWithQuestionnaire(page, request, language);
    const billing = new BillingPage(page, language);
    const [first, second] = QUESTIONS[language];

    await chat.ask(first);
    await chat.waitForAnswer();
    await chat.ask(second);
    const refusal = page.getByRole('alert').filter({ hasText: billing.text.quotaReached });
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await refusal.getByRole('link', { name: billing.text.upgrade }).click();

    await expect(page.getByRole('heading', { level: 1, name: billing.text.title })).toBeVisible();
    await expect(billing.currentPlan).toHaveText(billing.text.planFree);
    await expectNoAxeViolations(page);
    await billing.startCheckout();
    await expectNoAxeViolations(page);
    await billing.pay();
    await billing.expectResult(billing.text.success);
    await expectNoAxeViolations(page);
    await billing.closeResult();

    await chat.ask(second);
    await chat.waitForAnswer();

    await billing.goto();
    await expect(billing.currentPlan).toHaveText(billing.text.planPro);
    const row = billing.history.getByRole('row').nth(1);
    await expect(row).toContainText(billing.text.amount);
    await expect(row).toContainText(billing.text.paid);
    await page.getByRole('button', { name: billing.text.cancelSubscription }).click();
    await expect(page.getByText(billing.text.endsOn)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const language of ['en', 'fr'] as BillingLanguage[]) {
  test(`cancelling at the test checkout shows the cancelled result and keeps Free (${language})`, async ({
    page,
    request,
  }) => {
    await openChatWithQuestionnaire(page, request, language);
    const billing = new BillingPage(page, language);
    await billing.goto();
    await billing.startCheckout();
    await billing.cancelCheckout();
    await billing.expectResult(billing.text.cancelled);
    await expectNoAxeViolations(page);
    await billing.closeResult();
    await billing.goto();
    await expect(billing.currentPlan).toHaveText(billing.text.planFree);
    await expect(page.getByText(billing.text.noPayments)).toBeVisible();
  });
}
