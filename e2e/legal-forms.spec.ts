import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { signInWithApi } from './support/demo';
import { LegalFormsPage, type FormsLanguage } from './pages/legal-forms-page';
import { ShellPage } from './pages/shell-page';

const SITUATION = {
  en: {
    situation: 'I received a notice of rent increase from my landlord',
    goal: 'I want to refuse the increase',
    query: 'rent increase',
    // Art. 1945: one month from receiving the notice.
    deadline: 'By December 10, 2026:',
  },
  fr: {
    situation: 'J’ai reçu un avis d’augmentation de loyer de mon propriétaire',
    goal: 'Je veux refuser l’augmentation',
    query: 'augmentation de loyer',
    deadline: 'Au plus tard le 10 décembre 2026 :',
  },
} as const;

async function openInLanguage(page: Page, language: FormsLanguage): Promise<LegalFormsPage> {
  const forms = new LegalFormsPage(page, language);
  await page.goto('/ai-tools');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (language === 'fr') await new ShellPage(page).switchLanguage('fr');
  return forms;
}

async function findTheRentIncreaseAnswer(forms: LegalFormsPage): Promise<void> {
  const words = SITUATION[forms.language];
  await forms.openDashboard();
  await expectNoAxeViolations(forms.page);
  await forms.openFinderFromDashboard();
  const results = await forms.findForms({
    situation: words.situation,
    received: 'TAL-806A',
    goal: words.goal,
    noticeReceived: '2026-11-10',
  });
  const first = results.getByRole('article').first();
  await expect(first).toContainText('TAL-810A');
  await expect(first).toContainText(words.deadline);
  await expectNoAxeViolations(forms.page);
}

async function browseTheLibrary(forms: LegalFormsPage): Promise<void> {
  await forms.openLibrary();
  const list = await forms.search(SITUATION[forms.language].query, 'lessee');
  await expect(list.getByRole('article').first()).toBeVisible();
  const dialog = await forms.openForm(list, 'TAL-810A');
  await expect(dialog).toContainText('1945');
  await expect(dialog.getByRole('link', { name: forms.text.pdf })).toHaveAttribute(
    'href',
    'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_810A_E.pdf',
  );
  await expectNoAxeViolations(forms.page);
  await dialog.getByRole('button', { name: forms.text.close, exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

test.describe('legal forms', () => {
  test('en: a tenant finds the form for a rent-increase notice, then browses the library', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await signInWithApi(page, request);
    const forms = await openInLanguage(page, 'en');
    await findTheRentIncreaseAnswer(forms);
    await browseTheLibrary(forms);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('fr at 375 px: the same path fits the screen', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithApi(page, request);
    const forms = await openInLanguage(page, 'fr');
    const scrolls = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await findTheRentIncreaseAnswer(forms);
    expect(await scrolls()).toBe(false);
    await browseTheLibrary(forms);
    expect(await scrolls()).toBe(false);
  });
});
