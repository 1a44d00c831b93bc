import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfileAnswers {
  city: string;
  ageGroup: '18-25' | '26-35' | '36-50' | '51+';
  language: 'en' | 'fr';
  role: 'user' | 'lawyer';
}

/** The profile dialog that opens while a profile is incomplete. */
export class ProfileDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async complete(answers: ProfileAnswers): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.locator('#profile-city').fill(answers.city);
    await this.dialog.locator('#profile-age-group').selectOption(answers.ageGroup);
    await this.dialog.locator('#profile-language').selectOption(answers.language);
    await this.dialog.locator('#profile-role').selectOption(answers.role);
    await this.dialog.locator('#profile-accepted-policies').check();
    await this.dialog.locator('button[type="submit"]').click();
  }
}
