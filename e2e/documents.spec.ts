import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { openChatWithQuestionnaire, type ChatPage } from './pages/chat-page';
import {
  DocumentsPage,
  readPdfText,
  readTextFile,
  type DocumentsLanguage,
} from './pages/documents-page';

const QUESTION = {
  en: 'My landlord refuses to repair the heating, what can I do?',
  fr: 'Mon locateur refuse de réparer le chauffage, que puis-je faire?',
} as const;

/** Exports the conversation in both formats and checks what the files hold. */
async function exportConversation(
  chat: ChatPage,
  docs: DocumentsPage,
  language: DocumentsLanguage,
) {
  await chat.ask(QUESTION[language]);
  await chat.waitForAnswer();
  const markdown = await readTextFile(await docs.downloadBy(docs.text.exportMd));
  expect(markdown).toContain(`> ${QUESTION[language]}`);
  expect(markdown).toContain(docs.text.exported);
  expect(markdown).toMatch(/<https:\/\/www\.legisquebec\.gouv\.qc\.ca\/[^>]+>/);
  expect(markdown).toContain(docs.text.disclaimer);
  const pdf = await docs.downloadBy(docs.text.exportPdf);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await readPdfText(pdf)).toContain(QUESTION[language]);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('formal notice, My documents and conversation export', () => {
  test('fr at 375 px: a tenant generates a repair notice, downloads it, renames and deletes it, and exports the conversation', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const errors = collectConsoleErrors(page);
    const chat = await openChatWithQuestionnaire(page, request, 'fr');
    const docs = new DocumentsPage(page, 'fr');
    await exportConversation(chat, docs, 'fr');

    await docs.openWizard();
    await expect(page.getByRole('radio', { name: docs.text.tenant })).toBeChecked();
    await page.getByRole('radio', { name: docs.text.repairs }).check();
    await page.getByRole('combobox', { name: docs.text.letterLang }).selectOption('fr');
    await expectNoAxeViolations(page);
    await docs.next();
    await docs.next();
    await expect(page.getByText(docs.text.required)).toHaveCount(4);
    await expectNoAxeViolations(page);
    await docs.fillParties({
      sender: { name: 'Awa Diallo', address: '12 rue Saint-Denis, app. 3\nMontréal QC H2X 1K1' },
      recipient: { name: 'Gestion Tremblay inc.', address: '400 boul. René-Lévesque\nMontréal QC' },
    });
    await docs.next();
    await docs.fillDetails(
      'Depuis le 10 janvier, le chauffage de la chambre ne fonctionne plus.',
      'Réparer le chauffage de la chambre.',
      '0',
    );
    await page.getByRole('button', { name: docs.text.preview }).click();
    await expect(page.getByText(docs.text.deadlinePast)).toBeVisible();
    await page.getByRole('spinbutton', { name: docs.text.timeGiven }).fill('10');
    const preview = await docs.showPreview();
    await expect(preview).toContainText('MISE EN DEMEURE');
    await expect(preview).toContainText('Articles invoqués : Code civil du Québec, art. 1854');
    await expect(preview).toContainText('formulaire TAL-001A');
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);

    await docs.generate();
    const text = await readPdfText(await docs.downloadBy(docs.text.download));
    expect(text).toContain('Awa Diallo');
    expect(text).toContain('Gestion Tremblay inc.');
    expect(text).toContain('art. 1854, 1863, 1864, 1866');
    expect(text).toMatch(/Vous avez jusqu’au \d{1,2}(er)? \S+ \d{4}/);

    await page.getByRole('link', { name: docs.text.toMyDocuments }).click();
    const title = 'Mise en demeure — Réparations — Gestion Tremblay inc.';
    await expect(docs.documentList()).toContainText(title);
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    await docs.rename(title, 'Chauffage — janvier');
    await docs.remove('Chauffage — janvier');
    await expect(page.getByText(docs.text.empty)).toBeVisible();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('en: the wizard refuses missing fields; the conversation exports; My documents lists the notice', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const chat = await openChatWithQuestionnaire(page, request, 'en');
    const docs = new DocumentsPage(page, 'en');
    await exportConversation(chat, docs, 'en');
    await expectNoAxeViolations(page);

    await docs.openWizard();
    await docs.next();
    await docs.next();
    await expect(page.getByText(docs.text.required)).toHaveCount(4);
    await docs.fillParties({
      sender: { name: 'Sam Lee', address: '5 Main Street\nMontreal QC' },
      recipient: { name: 'Pat Morgan', address: '9 Oak Avenue\nLaval QC' },
    });
    await docs.next();
    await docs.fillDetails('The bathroom ceiling leaks since May 2.', 'Repair the leak.', '15');
    const preview = await docs.showPreview();
    await expect(preview).toContainText('Articles cited: Civil Code of Québec, arts. 1854');
    await docs.generate();
    await page.getByRole('link', { name: docs.text.toMyDocuments }).click();
    await expect(docs.documentList()).toContainText('Formal notice — Repairs — Pat Morgan');
    await expectNoAxeViolations(page);
  });
});
