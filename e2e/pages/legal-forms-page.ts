import { expect, type Locator, type Page } from '@playwright/test';

export type FormsLanguage = 'en' | 'fr';

/** The words of the forms tools, per language (i18n "legalForms" and "screens" namespaces). */
export const FORMS_TEXT = {
  en: {
    dashboard: 'AI tools dashboard',
    findForm: /^Find a form/,
    finderHeading: 'Find a form',
    tenant: 'Tenant',
    next: 'Next',
    situation: 'What happened, or what did you receive?',
    received: 'Did you receive one of these notices?',
    goal: 'What do you want?',
    noticeDate: 'Date you received the notice',
    submit: 'Find my forms',
    results: 'Suggested forms, best first',
    library: 'Form library',
    query: 'Search the forms',
    filedBy: 'Filed by',
    search: 'Search',
    list: 'Forms',
    details: (id: string) => `Details ${id}`,
    pdf: /Official PDF/,
    close: 'Close',
    recent: 'Recent documents',
  },
  fr: {
    dashboard: 'Tableau de bord des outils d’IA',
    findForm: /^Trouver un formulaire/,
    finderHeading: 'Trouver un formulaire',
    tenant: 'Locataire',
    next: 'Suivant',
    situation: 'Que s’est-il passé, ou qu’avez-vous reçu?',
    received: 'Avez-vous reçu l’un de ces avis?',
    goal: 'Que voulez-vous faire?',
    noticeDate: 'Date de réception de l’avis',
    submit: 'Trouver mes formulaires',
    results: 'Formulaires proposés, du plus pertinent au moins pertinent',
    library: 'Bibliothèque de formulaires',
    query: 'Chercher dans les formulaires',
    filedBy: 'Rempli par',
    search: 'Chercher',
    list: 'Formulaires',
    details: (id: string) => `Détails ${id}`,
    pdf: /PDF officiel/,
    close: 'Fermer',
    recent: 'Documents récents',
  },
} as const;

export type FinderAnswers = {
  situation: string;
  received: string;
  goal: string;
  noticeReceived: string;
};

/** The AI tools dashboard, the find-a-form wizard and the form library. */
export class LegalFormsPage {
  readonly text: (typeof FORMS_TEXT)[FormsLanguage];

  constructor(
    readonly page: Page,
    readonly language: FormsLanguage,
  ) {
    this.text = FORMS_TEXT[language];
  }

  async openDashboard(): Promise<void> {
    await this.page.goto('/ai-tools/dashboard');
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text.dashboard }),
    ).toBeVisible();
    await expect(this.page.getByRole('heading', { name: this.text.recent })).toBeVisible();
  }

  /** Follows the dashboard's shortcut once the flags have loaded and it is a real link. */
  async openFinderFromDashboard(): Promise<void> {
    const shortcut = this.page.getByRole('main').getByRole('link', { name: this.text.findForm });
    await expect(shortcut).toHaveAttribute('href', '/ai-tools/legal-forms/find-form');
    await shortcut.click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text.finderHeading }),
    ).toBeVisible();
  }

  /** Answers the four questions as a tenant and returns the ranked results. */
  async findForms(answers: FinderAnswers): Promise<Locator> {
    const { page, text } = this;
    await page.getByRole('radio', { name: text.tenant, exact: true }).check();
    await page.getByRole('button', { name: text.next }).click();
    await page.getByRole('textbox', { name: text.situation }).fill(answers.situation);
    const received = page.getByRole('combobox', { name: text.received });
    await expect(received.locator(`option[value="${answers.received}"]`)).toHaveCount(1);
    await received.selectOption(answers.received);
    await page.getByRole('button', { name: text.next }).click();
    await page.getByRole('textbox', { name: text.goal }).fill(answers.goal);
    await page.getByRole('button', { name: text.next }).click();
    await page.getByLabel(text.noticeDate).fill(answers.noticeReceived);
    await page.getByRole('button', { name: text.submit }).click();
    const results = page.getByRole('list', { name: text.results });
    await expect(results).toBeVisible();
    return results;
  }

  async openLibrary(): Promise<void> {
    await this.page.goto('/ai-tools/legal-forms/library');
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text.library }),
    ).toBeVisible();
  }

  async search(query: string, filedBy: string): Promise<Locator> {
    const { page, text } = this;
    await page.getByRole('searchbox', { name: text.query }).fill(query);
    await page.getByRole('combobox', { name: text.filedBy }).selectOption(filedBy);
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await expect(page).toHaveURL(/party=lessee/);
    const list = page.getByRole('list', { name: text.list });
    await expect(list).toBeVisible();
    return list;
  }

  async openForm(list: Locator, id: string): Promise<Locator> {
    await list.getByRole('button', { name: this.text.details(id) }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: new RegExp(`^${id} — `) })).toBeVisible();
    return dialog;
  }
}
