import { expect, type Locator, type Page } from '@playwright/test';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

/** The sign-in screens: login (with its steps), register, and the confirmation-code step. */
export class AuthPage {
  readonly heading: Locator;
  readonly alert: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.alert = page.getByRole('main').getByRole('alert');
    this.submit = page.locator('main form button[type="submit"]');
  }

  async gotoLogin(query = ''): Promise<void> {
    await this.page.goto(`/auth/login${query}`);
    await expect(this.page.locator('#login-email')).toBeVisible();
  }

  async gotoRegister(): Promise<void> {
    await this.page.goto('/auth/register');
    await expect(this.page.locator('#register-email')).toBeVisible();
  }

  async switchLanguage(language: 'en' | 'fr'): Promise<void> {
    await this.page
      .getByRole('group', { name: /language|langue/i })
      .locator(`button[lang="${language}"]`)
      .click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
  }

  /** Fills and sends the login form (the page must be on /auth/login). */
  async submitLogin(email: string, password: string): Promise<void> {
    await this.page.locator('#login-email').fill(email);
    await this.page.locator('#login-password').fill(password);
    await this.submit.click();
  }

  async signIn(email: string, password: string, query = ''): Promise<void> {
    await this.gotoLogin(query);
    await this.submitLogin(email, password);
  }

  async register({ name, email, password }: Registration): Promise<void> {
    await this.page.locator('#register-name').fill(name);
    await this.page.locator('#register-email').fill(email);
    await this.page.locator('#register-password').fill(password);
    await this.submit.click();
    await expect(this.codeInput).toBeVisible();
  }

  get codeInput(): Locator {
    return this.page.locator('#confirm-code');
  }

  async confirm(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.submit.click();
  }

  async resendCode(): Promise<void> {
    await this.page.getByRole('button', { name: /new code|nouveau code/i }).click();
  }
}
