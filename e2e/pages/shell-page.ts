import { expect, type Locator, type Page } from '@playwright/test';

/** The main shell: header, sidebar and the main content area. */
export class ShellPage {
  readonly sidebarToggle: Locator;
  readonly sidebar: Locator;
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sidebarToggle = page.locator('#sidebar-toggle');
    this.sidebar = page.getByRole('complementary', { name: /sidebar|barre latérale/i });
    this.main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  async switchLanguage(language: 'en' | 'fr'): Promise<void> {
    await this.page
      .getByRole('group', { name: /language|langue/i })
      .locator(`button[lang="${language}"]`)
      .click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
  }

  async isSidebarOpen(): Promise<boolean> {
    return (await this.sidebarToggle.getAttribute('aria-expanded')) === 'true';
  }
}
