import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { openChatWithQuestionnaire } from './pages/chat-page';
import { CaselawPage, type CaselawLanguage } from './pages/caselaw-page';

const PESTS = {
  en: 'There are cockroaches and bed bugs in my apartment, what can I do?',
  fr: 'Il y a des coquerelles et des punaises de lit dans mon logement, que puis-je faire?',
} as const;

/** A tenant who answered the questionnaire asks about pests; returns once the answer is ready. */
async function askAboutPests(
  page: Page,
  request: Parameters<typeof openChatWithQuestionnaire>[1],
  language: CaselawLanguage,
): Promise<CaselawPage> {
  const chat = await openChatWithQuestionnaire(page, request, language);
  await chat.ask(PESTS[language]);
  await chat.waitForAnswer();
  return new CaselawPage(page, language);
}

async function checkPanelAndModal(caselaw: CaselawPage): Promise<void> {
  const { panel, modal, text } = caselaw;
  await expect(panel).toContainText(text.similar);
  // Compact, then expanded with the statistics.
  await panel.getByRole('button', { name: text.expand }).click();
  await expect(panel.getByRole('heading', { name: text.statsHeading })).toBeVisible();
  await panel.getByRole('button', { name: text.collapse }).click();
  await expect(panel.getByRole('heading', { name: text.statsHeading })).toBeHidden();

  await caselaw.openModal();
  // 90% of the viewport.
  const box = await modal.boundingBox();
  const viewport = caselaw.page.viewportSize()!;
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width * 0.89);
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height * 0.89);
  await expect(modal.getByRole('heading', { name: text.statsHeading })).toBeVisible();
  await expectNoAxeViolations(caselaw.page);

  // Pages of 5 under All.
  await expect(caselaw.caseList(1).getByRole('article')).toHaveCount(5);
  await caselaw.goToPage(2);
  await caselaw.goToPage(1);

  // Positive: the decisions the tenant's side won.
  await caselaw.selectTab(text.tab.positive);
  const positive = caselaw.caseList(1).getByRole('article');
  await expect(positive.first()).toBeVisible();
  for (const item of await positive.all()) await expect(item).toContainText(text.favourable);

  const decision = await caselaw.openDecision(positive.first());
  await expect(decision.getByRole('link', { name: text.official })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await expectNoAxeViolations(caselaw.page);
  await decision.getByRole('button', { name: text.closeDecision, exact: true }).click();
  await modal.getByRole('button', { name: text.closeModal, exact: true }).click();
  await expect(modal).toBeHidden();
}

async function saveAndRerun(caselaw: CaselawPage): Promise<void> {
  const title = await caselaw.saveSituation();
  const results = await caselaw.rerunSituation(title);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await expect(caselaw.page.getByRole('searchbox', { name: caselaw.text.query })).not.toHaveValue(
    '',
  );
  await expectNoAxeViolations(caselaw.page);
}

test.describe('case outcome and case-law research', () => {
  test('en: a tenant asks about pests, explores the similar decisions, saves and re-runs the situation', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const caselaw = await askAboutPests(page, request, 'en');
    await checkPanelAndModal(caselaw);
    await saveAndRerun(caselaw);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('fr at 375 px: the same path fits the screen, with the tools and experts shortcuts', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const caselaw = await askAboutPests(page, request, 'fr');
    // Small screens: once a case outcome exists, the AI tools shortcut appears.
    await expect(page.getByRole('link', { name: caselaw.text.aiTools }).first()).toBeVisible();
    await checkPanelAndModal(caselaw);
    const scrolls = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrolls()).toBe(false);
    await saveAndRerun(caselaw);
    expect(await scrolls()).toBe(false);
  });
});
