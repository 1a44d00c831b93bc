import { expect, type Locator, type Page } from '@playwright/test';

export type BillingLanguage = 'en' | 'fr';

/** The words of the billing screens (apps/web/src/i18n/locales, "billing" namespace). */
export const BILLING_TEXT = {
  en: {
    title: 'Plans and billing',
    upgrade: 'Upgrade to Pro',
    quotaReached: /used your free questions for the last 24 hours/,
    testMode: 'Test mode',
    checkout: 'Checkout',
    pay: /^Pay /,
    cancelCheckout: 'Cancel',
    success: 'Subscription Successful!',
    cancelled: 'Subscription Cancelled',
    close: 'Close',
    planPro: 'Plan: Pro',
    planFree: 'Plan: Free',
    history: 'Payment history',
    paid: 'Paid',
    noPayments: 'No payments yet.',
    amount: '$9.99',
    cancelSubscription: 'Cancel subscription',
    endsOn: /Pro until .+, then Free/,
  },
  fr: {
    title: 'Forfaits et facturation',
    upgrade: 'Passer à Pro',
    quotaReached: /utilisé vos questions gratuites des dernières 24 heures/,
    testMode: 'Mode test',
    checkout: 'Paiement',
    pay: /^Payer /,
    cancelCheckout: 'Annuler',
    success: 'Abonnement réussi!',
    cancelled: 'Abonnement annulé',
    close: 'Fermer',
    planPro: 'Forfait : Pro',
    planFree: 'Forfait : Gratuit',
    history: 'Historique des paiements',
    paid: 'Payé',
    noPayments: "Aucun paiement pour l'instant.",
    amount: /9,99\s\$\s?US/,
    cancelSubscription: "Annuler l'abonnement",
    endsOn: /Pro jusqu'au .+, puis Gratuit/,
  },
} as const;

/** Pricing, the local test checkout, the result dialog and the subscription with its history. */
export class BillingPage {
  readonly text: (typeof BILLING_TEXT)[BillingLanguage];

  constructor(
    readonly page: Page,
    readonly language: BillingLanguage = 'en',
  ) {
    this.text = BILLING_TEXT[language];
  }

  get resultDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get currentPlan(): Locator {
    return this.page.getByTestId('current-plan');
  }

  get history(): Locator {
    return this.page.getByRole('table', { name: this.text.history });
  }

  async goto(): Promise<void> {
    await this.page.goto('/billing');
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  /** From the pricing cards to the local checkout page. */
  async startCheckout(): Promise<void> {
    await this.page
      .getByRole('article', { name: 'Pro' })
      .getByRole('button', { name: this.text.upgrade })
      .click();
    await expect(this.page).toHaveURL(/\/billing\/test-checkout\/cs_local_/);
    await expect(this.page.getByText(this.text.testMode, { exact: true })).toBeVisible();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text.checkout }),
    ).toBeVisible();
  }

  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.pay }).click();
    await expect(this.page).toHaveURL(/paymentCompleted=true/);
  }

  async cancelCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.cancelCheckout, exact: true }).click();
    await expect(this.page).toHaveURL(/paymentCompleted=false/);
  }

  async expectResult(title: string): Promise<void> {
    await expect(this.resultDialog).toBeVisible();
    await expect(this.resultDialog.getByRole('heading', { name: title })).toBeVisible();
  }

  async closeResult(): Promise<void> {
    await this.resultDialog.getByRole('button', { name: this.text.close }).click();
    await expect(this.resultDialog).toBeHidden();
    await expect(this.page).not.toHaveURL(/paymentCompleted/);
  }
}
