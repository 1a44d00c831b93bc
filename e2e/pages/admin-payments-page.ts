import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createApiAccount } from '../support/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo';
import { AdminPage, type AdminLanguage } from './admin-page';

/** The words of the payments, subscriptions and law tabs (locales: admin.pay). */
const PAY_TEXT = {
  en: {
    tabs: { payments: 'Payments', subscriptions: 'Subscriptions', legis: 'Civil Code', auditLog: 'Audit log' },
    search: 'Payment or user id',
    status: 'Status',
    refund: 'Refund',
    dialog: 'Refund a payment',
    amount: 'Amount to refund (USD)',
    reason: 'Reason',
    review: 'Review the refund',
    confirm: (amount: string) => `Refund ${amount}`,
    refundedPart: 'Partly refunded',
    refunds: 'Refunds',
    revenue: 'Revenue',
    legis: 'Civil Code consolidation',
    typed: '2.50',
  },
  fr: {
    tabs: { payments: 'Paiements', subscriptions: 'Abonnements', legis: 'Code civil', auditLog: 'Journal d’audit' },
    search: 'Identifiant du paiement ou de l’utilisateur',
    status: 'Statut',
    refund: 'Rembourser',
    dialog: 'Rembourser un paiement',
    amount: 'Montant à rembourser (USD)',
    reason: 'Motif',
    review: 'Vérifier le remboursement',
    confirm: (amount: string) => `Rembourser ${amount}`,
    refundedPart: 'Remboursé en partie',
    refunds: 'Remboursements',
    revenue: 'Revenus',
    legis: 'Consolidation du Code civil',
    typed: '2,50',
  },
} as const; // prettier-ignore

/** Minor units as the app shows them in that language (Intl, like format-amount.ts). */
export function formatUsd(cents: number, language: AdminLanguage): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

async function signInTokens(request: APIRequestContext, email: string): Promise<string> {
  const signIn = await request.post('/idp/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** A new user who pays Pro through the local test checkout (the real endpoints, no shortcut). */
export async function createPayingUser(
  request: APIRequestContext,
  language: AdminLanguage,
): Promise<{ userId: string; paymentId: string; amount: number }> {
  const user = await createApiAccount(request, {
    label: `admin-pay-${language}`,
    name: `Payer ${language}`,
    language,
    profile: false,
  });
  const { headers } = user;
  const plans = (await (await request.get('/api/payments/plans', { headers })).json()) as {
    plans: { plan: string; priceId: string | null }[];
  };
  const priceId = plans.plans.find((plan) => plan.plan === 'pro')!.priceId;
  const checkout = await request.post('/api/payments/checkout', { headers, data: { priceId } });
  expect(checkout.ok()).toBe(true);
  const sessionId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  const paid = await request.post(`/api/payments/test-checkout/${sessionId}/complete`, {
    headers,
    data: { action: 'pay', cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.ok()).toBe(true);
  const adminHeaders = {
    authorization: `Bearer ${await signInTokens(request, DEMO_ACCOUNTS.admin)}`,
  };
  const list = await request.get(`/api/admin/payments?search=${user.id}`, {
    headers: adminHeaders,
  });
  const { items } = (await list.json()) as { items: { id: string; amount: number }[] };
  expect(items).toHaveLength(1);
  return { userId: user.id, paymentId: items[0]!.id, amount: items[0]!.amount };
}

/** The stored revenue as the API gives it, to compare the screen with. */
export async function readRevenue(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await signInTokens(request, DEMO_ACCOUNTS.admin)}` };
  const response = await request.get('/api/admin/subscriptions/revenue', { headers });
  return (await response.json()) as {
    byCurrency: { currency: string; refunded: number; totalRevenue: number }[];
  };
}

/** GET /api/admin/legis, to compare the law tab with. */
export async function readLegis(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await signInTokens(request, DEMO_ACCOUNTS.admin)}` };
  const response = await request.get('/api/admin/legis', { headers });
  return (await response.json()) as {
    consolidation: string | null;
    lastImport: { file: string } | null;
  };
}

export class AdminPaymentsPage {
  readonly admin: AdminPage;
  readonly text: (typeof PAY_TEXT)[AdminLanguage];
  constructor(
    readonly page: Page,
    readonly language: AdminLanguage,
  ) {
    this.admin = new AdminPage(page, language);
    this.text = PAY_TEXT[language];
  }

  async goto(): Promise<void> {
    await this.admin.goto();
  }

  async findPayment(userId: string): Promise<Locator> {
    const panel = await this.admin.openTab(this.text.tabs.payments);
    await panel.getByRole('searchbox', { name: this.text.search }).fill(userId);
    const row = panel.getByRole('row').filter({ hasText: userId });
    await expect(row).toHaveCount(1);
    return row;
  }

  /** Through the keyboard: the row's Refund button, the two fields, review, confirm. */
  async refund(row: Locator, reason: string, cents: number): Promise<void> {
    await row.getByRole('button', { name: new RegExp(`^${this.text.refund}`) }).focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog', { name: this.text.dialog });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: this.text.amount });
    await expect(amount).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(this.text.typed);
    await this.page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: this.text.reason })).toBeFocused();
    await this.page.keyboard.type(reason);
    await this.page.keyboard.press('Enter');
    const confirm = dialog.getByRole('button', {
      name: this.text.confirm(formatUsd(cents, this.language)),
    });
    await confirm.focus();
    await this.page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(this.page.locator('[data-sonner-toast]')).toContainText(
      formatUsd(cents, this.language),
    );
  }

  refunds(): Locator {
    return this.page.getByRole('table', { name: this.text.refunds });
  }

  async openRevenue(): Promise<Locator> {
    const panel = await this.admin.openTab(this.text.tabs.subscriptions);
    const table = panel.getByRole('table', { name: this.text.revenue });
    await expect(table).toBeVisible();
    return table;
  }

  async findAudit(paymentId: string): Promise<void> {
    await this.admin.findAuditEntry('PAYMENT_REFUNDED', paymentId);
  }

  async openLaw(): Promise<Locator> {
    const panel = await this.admin.openTab(this.text.tabs.legis);
    await expect(panel.getByRole('heading', { name: this.text.legis })).toBeVisible();
    return panel;
  }
}
