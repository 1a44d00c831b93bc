import { expect, type Locator, type Page } from '@playwright/test';
import { AdminPage, type AdminLanguage } from './admin-page';

/** The words of the source-click table (apps/web/src/i18n/locales, admin.metricsSources). */
const TRACKING_TEXT = {
  en: { table: 'Source clicks by type', forms: 'Forms', opened: /^(\d+) opened of (\d+) shown$/ },
  fr: {
    table: 'Clics sur les sources par type',
    forms: 'Formulaires',
    opened: /^(\d+) ouvertes sur (\d+) affichées$/,
  },
} as const;

/** The admin's metrics tab, read for the source clicks per type (issue 15). */
export class SourceClicksMetrics {
  readonly admin: AdminPage;
  readonly text: (typeof TRACKING_TEXT)[AdminLanguage];

  constructor(
    readonly page: Page,
    readonly language: AdminLanguage,
  ) {
    this.admin = new AdminPage(page, language);
    this.text = TRACKING_TEXT[language];
  }

  /** Opens /admin afresh (no cached metrics) and the metrics tab with its default 30 days. */
  async open(): Promise<Locator> {
    await this.admin.goto();
    const panel = await this.admin.openTab(this.admin.text.tabs.metrics);
    const table = panel.getByRole('table', { name: this.text.table });
    await expect(table).toBeVisible();
    return table;
  }

  /** Form clicks counted in the table. */
  async formClicks(): Promise<number> {
    const table = await this.open();
    const cell = table
      .getByRole('row', { name: new RegExp(`^${this.text.forms}`) })
      .getByRole('cell');
    await expect(cell).toHaveText(this.text.opened);
    const match = this.text.opened.exec((await cell.textContent())?.trim() ?? '');
    return Number(match?.[1] ?? Number.NaN);
  }
}
