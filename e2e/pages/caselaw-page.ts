import { expect, type Locator, type Page } from '@playwright/test';

export type CaselawLanguage = 'en' | 'fr';

/** The words of the case outcome and the research, per language (i18n "caselaw" namespace). */
export const CASELAW_TEXT = {
  en: {
    panel: 'Case outcome',
    similar: /similar decisions found in the published case law/,
    expand: 'Show the details',
    collapse: 'Hide the details',
    statsHeading: 'Outcomes from your side',
    open: 'See the similar decisions',
    modal: 'Similar decisions',
    tab: { all: /^All \(\d+\)$/, positive: /^Positive \(\d+\)$/ },
    favourable: 'Favourable to your side',
    page: (page: number) => `Page ${page}`,
    list: (page: number) => new RegExp(`^Similar decisions, page ${page} of \\d+$`),
    details: /^Details of /,
    official: /Official source/,
    closeDecision: 'Close',
    closeModal: 'Close',
    save: 'Save this situation',
    saveButton: 'Save',
    saved: 'Situation saved.',
    savedHeading: 'Saved situations',
    rerun: (title: string) => `Run the research again for ${title}`,
    query: 'Words to search',
    results: 'Search results',
    aiTools: 'Open the AI tools',
  },
  fr: {
    panel: 'Issue du dossier',
    similar: /décisions semblables trouvées dans la jurisprudence publiée/,
    expand: 'Afficher les détails',
    collapse: 'Masquer les détails',
    statsHeading: 'Issues pour votre partie',
    open: 'Voir les décisions semblables',
    modal: 'Décisions semblables',
    tab: { all: /^Toutes \(\d+\)$/, positive: /^Positives \(\d+\)$/ },
    favourable: 'Favorable à votre partie',
    page: (page: number) => `Page ${page}`,
    list: (page: number) => new RegExp(`^Décisions semblables, page ${page} sur \\d+$`),
    details: /^Détails de /,
    official: /Source officielle/,
    closeDecision: 'Fermer',
    closeModal: 'Fermer',
    save: 'Enregistrer cette situation',
    saveButton: 'Enregistrer',
    saved: 'Situation enregistrée.',
    savedHeading: 'Situations enregistrées',
    rerun: (title: string) => `Relancer la recherche pour ${title}`,
    query: 'Mots à chercher',
    results: 'Résultats de la recherche',
    aiTools: 'Ouvrir les outils d’IA',
  },
} as const;

/** The Case Outcome panel, its modal of similar decisions and the case-law research. */
export class CaselawPage {
  readonly text: (typeof CASELAW_TEXT)[CaselawLanguage];

  constructor(
    readonly page: Page,
    readonly language: CaselawLanguage = 'en',
  ) {
    this.text = CASELAW_TEXT[language];
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: this.text.panel });
  }

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: this.text.modal });
  }

  /** The page of decisions shown in the modal. */
  caseList(page: number): Locator {
    return this.modal.getByRole('list', { name: this.text.list(page) });
  }

  async openModal(): Promise<void> {
    await this.panel.getByRole('button', { name: this.text.open }).click();
    await expect(this.modal).toBeVisible();
  }

  async selectTab(name: RegExp): Promise<void> {
    const tab = this.modal.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  async goToPage(page: number): Promise<void> {
    await this.modal.getByRole('button', { name: this.text.page(page), exact: true }).click();
    await expect(this.caseList(page)).toBeVisible();
  }

  /** Opens a decision's details and returns its dialog. */
  async openDecision(item: Locator): Promise<Locator> {
    await item.getByRole('button', { name: this.text.details }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: this.text.official }).last();
    await expect(dialog.getByRole('link', { name: this.text.official })).toBeVisible();
    return dialog;
  }

  /** Saves the conversation's situation from the panel, keeping the proposed title. */
  async saveSituation(): Promise<string> {
    await this.panel.getByRole('button', { name: this.text.save }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.save });
    const title = await dialog.getByRole('textbox').first().inputValue();
    await dialog.getByRole('button', { name: this.text.saveButton, exact: true }).click();
    await expect(this.page.getByText(this.text.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    return title;
  }

  /** From the research home, runs a saved situation's research again. */
  async rerunSituation(title: string): Promise<Locator> {
    await this.page.goto('/ai-tools/caselaw');
    const saved = this.page.getByRole('region', { name: this.text.savedHeading });
    await saved.getByRole('button', { name: this.text.rerun(title) }).click();
    await expect(this.page).toHaveURL(/\/ai-tools\/caselaw\/search\?q=/);
    const results = this.page.getByRole('list', { name: this.text.results });
    await expect(results).toBeVisible();
    return results;
  }
}
