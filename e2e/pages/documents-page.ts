import { execFileSync } from 'node:child_process';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export type DocumentsLanguage = 'en' | 'fr';

/** The words of the formal-notice wizard, My documents and the chat export ("documents" namespace). */
export const DOCUMENTS_TEXT = {
  en: {
    noticeTitle: 'Formal notice generator',
    myDocuments: 'My documents',
    tenant: 'I am the tenant',
    repairs: 'Repairs the landlord must make',
    letterLang: 'Language of the letter',
    next: 'Next',
    name: 'Name',
    address: 'Address',
    facts: 'The facts',
    demand: 'What you demand',
    timeGiven: 'Time given',
    preview: 'Preview the letter',
    previewLabel: 'Letter preview',
    generate: 'Generate the PDF',
    download: 'Download the PDF',
    toMyDocuments: 'Go to My documents',
    required: 'This field is required.',
    deadlinePast: 'The deadline must be after today: give at least 1 day.',
    rename: (title: string) => `Rename ${title}`,
    remove: (title: string) => `Delete ${title}`,
    renameField: 'Name',
    save: 'Save',
    deleteTitle: 'Delete this document?',
    deleteConfirm: 'Delete',
    empty: 'You have no documents yet.',
    exportMd: 'Export the conversation as Markdown',
    exportPdf: 'Export the conversation as PDF',
    exported: 'Exported from LexLogis on',
    disclaimer: 'not legal advice',
  },
  fr: {
    noticeTitle: 'Générateur de mise en demeure',
    myDocuments: 'Mes documents',
    tenant: 'Je suis locataire',
    repairs: 'Réparations que le locateur doit faire',
    letterLang: 'Langue de la lettre',
    next: 'Suivant',
    name: 'Nom',
    address: 'Adresse',
    facts: 'Les faits',
    demand: 'Ce que vous exigez',
    timeGiven: 'Délai accordé',
    preview: 'Voir l’aperçu de la lettre',
    previewLabel: 'Aperçu de la lettre',
    generate: 'Générer le PDF',
    download: 'Télécharger le PDF',
    toMyDocuments: 'Aller à Mes documents',
    required: 'Ce champ est obligatoire.',
    deadlinePast: 'Le délai doit se terminer après aujourd’hui : donnez au moins 1 jour.',
    rename: (title: string) => `Renommer ${title}`,
    remove: (title: string) => `Supprimer ${title}`,
    renameField: 'Nom',
    save: 'Enregistrer',
    deleteTitle: 'Supprimer ce document?',
    deleteConfirm: 'Supprimer',
    empty: 'Vous n’avez encore aucun document.',
    exportMd: 'Exporter la conversation en Markdown',
    exportPdf: 'Exporter la conversation en PDF',
    exported: 'Exporté de LexLogis le',
    disclaimer: 'non un avis juridique',
  },
} as const;

export type NoticeParties = {
  sender: { name: string; address: string };
  recipient: { name: string; address: string };
};

/** The formal-notice wizard, My documents, and the files they download. */
export class DocumentsPage {
  readonly text: (typeof DOCUMENTS_TEXT)[DocumentsLanguage];

  constructor(
    readonly page: Page,
    readonly language: DocumentsLanguage,
  ) {
    this.text = DOCUMENTS_TEXT[language];
  }

  /** Client-side navigation keeps the interface language chosen in the header. */
  async openFromUrl(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async openWizard(): Promise<void> {
    await this.openFromUrl('/ai-tools/formal-notice');
    await expect(
      this.page.getByRole('heading', { name: this.text.noticeTitle, level: 1 }),
    ).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.next, exact: true }).click();
  }

  async fillParties(parties: NoticeParties): Promise<void> {
    const names = this.page.getByRole('textbox', { name: this.text.name, exact: true });
    const addresses = this.page.getByRole('textbox', { name: this.text.address, exact: true });
    await names.nth(0).fill(parties.sender.name);
    await addresses.nth(0).fill(parties.sender.address);
    await names.nth(1).fill(parties.recipient.name);
    await addresses.nth(1).fill(parties.recipient.address);
  }

  async fillDetails(facts: string, demand: string, days: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.text.facts }).fill(facts);
    await this.page.getByRole('textbox', { name: this.text.demand }).fill(demand);
    await this.page.getByRole('spinbutton', { name: this.text.timeGiven }).fill(days);
  }

  async showPreview(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.text.preview }).click();
    const preview = this.page.getByRole('article', { name: this.text.previewLabel });
    await expect(preview).toBeVisible();
    return preview;
  }

  async generate(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.generate }).click();
    await expect(this.page.getByRole('button', { name: this.text.download })).toBeVisible();
  }

  async downloadBy(name: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name, exact: true }).click(),
    ]);
    return download;
  }

  documentList(): Locator {
    return this.page.getByRole('list', { name: this.text.myDocuments });
  }

  async rename(title: string, newTitle: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text.rename(title) }).click();
    const field = this.page
      .getByRole('dialog')
      .getByRole('textbox', { name: this.text.renameField });
    await field.fill(newTitle);
    await this.page.getByRole('dialog').getByRole('button', { name: this.text.save }).click();
    await expect(this.documentList()).toContainText(newTitle);
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text.remove(title) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.deleteTitle });
    await dialog.getByRole('button', { name: this.text.deleteConfirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The text of a downloaded PDF, read by pdftotext: the file holds real text. */
export async function readPdfText(download: Download): Promise<string> {
  const path = await download.path();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

export async function readTextFile(download: Download): Promise<string> {
  const { readFileSync } = await import('node:fs');
  return readFileSync(await download.path(), 'utf8');
}
