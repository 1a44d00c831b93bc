import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createApiAccount } from '../support/accounts';

export type AdminLanguage = 'en' | 'fr';

/** The words of the back office, per language (apps/web/src/i18n/locales, "admin" namespace). */
const ADMIN_TEXT = {
  en: {
    title: 'Administration',
    tabs: {
      users: 'Users',
      auditLog: 'Audit log',
      flagged: 'Flagged responses',
      metrics: 'Metrics',
      flags: 'Feature flags',
    },
    search: 'Search by name or email',
    suspend: 'Suspend',
    suspendedStatus: 'Suspended',
    auditSearch: 'Search',
    pending: 'To review',
    reviewed: 'Reviewed',
    markReviewed: 'Mark reviewed',
    filter: 'Show',
    period: 'Period',
    lastWeek: 'Last week',
    byHour: 'by hour',
    responseTimes: 'Response times',
    toggle: (name: string) => `Turn ${name} on or off`,
    aiMenu: 'AI tools menu',
    caseLaw: 'Case law research',
  },
  fr: {
    title: 'Administration',
    tabs: {
      users: 'Utilisateurs',
      auditLog: 'Journal d’audit',
      flagged: 'Réponses signalées',
      metrics: 'Statistiques',
      flags: 'Fonctionnalités',
    },
    search: 'Rechercher par nom ou courriel',
    suspend: 'Suspendre',
    suspendedStatus: 'Suspendu',
    auditSearch: 'Recherche',
    pending: 'À examiner',
    reviewed: 'Examinée',
    markReviewed: 'Marquer examinée',
    filter: 'Afficher',
    period: 'Période',
    lastWeek: 'Dernière semaine',
    byHour: 'par heure',
    responseTimes: 'Temps de réponse',
    toggle: (name: string) => `Activer ou désactiver ${name}`,
    aiMenu: 'Menu des outils d’IA',
    caseLaw: 'Recherche de jurisprudence',
  },
} as const;

export type AdminText = (typeof ADMIN_TEXT)[AdminLanguage];

/** A confirmed user with a session and one flagged answer, made through the real endpoints. */
export async function createReportingUser(
  request: APIRequestContext,
  language: AdminLanguage,
): Promise<{ email: string; id: string; accessToken: string; comment: string }> {
  const { email, id, accessToken, headers } = await createApiAccount(request, {
    label: `admin-target-${language}`,
    name: `Target ${language}`,
    language,
    profile: { city: 'Laval', ageGroup: '36-50' },
  });
  const comment = `Unclear answer ${Date.now()}`;
  const feedback = await request.post('/api/flaggedResponse', {
    headers,
    data: {
      email,
      reaction: 'negative',
      flaggedQuestion: 'Can my landlord enter without notice?',
      flaggedResponse: 'An answer the user found unclear.',
      comments: comment,
    },
  });
  expect(feedback.ok()).toBe(true);
  return { email, id, accessToken, comment };
}

export class AdminPage {
  readonly text: AdminText;
  constructor(
    readonly page: Page,
    readonly language: AdminLanguage = 'en',
  ) {
    this.text = ADMIN_TEXT[language];
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
    if (this.language === 'fr') await this.page.getByRole('button', { name: /^FR/ }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  async openTab(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name }).click();
    return this.page.getByRole('tabpanel', { name });
  }

  async suspend(email: string): Promise<void> {
    const panel = await this.openTab(this.text.tabs.users);
    await panel.getByRole('searchbox', { name: this.text.search }).fill(email);
    const row = panel.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(`^${this.text.suspend}`) }).click();
    await expect(row).toContainText(this.text.suspendedStatus);
  }

  async findAuditEntry(action: string, entityId: string): Promise<void> {
    const panel = await this.openTab(this.text.tabs.auditLog);
    await panel.getByRole('searchbox', { name: this.text.auditSearch }).fill(entityId);
    await expect(
      panel.getByRole('row').filter({ hasText: entityId }).filter({ hasText: action }),
    ).toHaveCount(1);
  }

  async setFlag(name: string, on: boolean): Promise<void> {
    const panel = await this.openTab(this.text.tabs.flags);
    const toggle = panel.getByRole('switch', { name: this.text.toggle(name) });
    await expect(toggle).toBeChecked({ checked: !on });
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: on });
    // Wait for the server's answer, so the change is stored before the page is left.
    await expect(toggle).toBeEnabled();
    await this.page.waitForLoadState('networkidle');
  }

  async reviewFlagged(email: string): Promise<void> {
    const panel = await this.openTab(this.text.tabs.flagged);
    const entry = panel.getByRole('listitem').filter({ hasText: email });
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: this.text.markReviewed }).click();
    // Reviewed entries leave the "to review" queue and show under "reviewed".
    await expect(entry).toHaveCount(0);
    await panel.getByRole('combobox', { name: this.text.filter }).selectOption('reviewed');
    await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText(
      this.text.reviewed,
    );
  }

  async openLastWeekMetrics(): Promise<Locator> {
    const panel = await this.openTab(this.text.tabs.metrics);
    await panel.getByRole('combobox', { name: this.text.period }).selectOption('week');
    await expect(panel.getByTestId('metrics-range')).toContainText(this.text.byHour);
    await expect(panel.getByRole('table', { name: this.text.responseTimes })).toBeVisible();
    return panel;
  }
}
