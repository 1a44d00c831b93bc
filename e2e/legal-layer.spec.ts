import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { openChatWithQuestionnaire, type ChatLanguage } from './pages/chat-page';
import { LegalAnswer } from './pages/legal-answer';

/**
 * Issue 10, "Done means": a tenant of 65 or over asks whether the landlord can take back the
 * dwelling; with the offline composer, the Summary states the rule of art. 1959.1 and the form
 * the tenant answers with (TAL-811A), and the source panel shows our note beside the law.
 */

const QUESTION = {
  en: 'I am 72 years old and have lived in my apartment for 12 years. My landlord wants to take back the apartment for his son. Can he?',
  fr: "J'ai 72 ans et j'habite mon logement depuis 12 ans. Mon propriétaire veut reprendre le logement pour son fils. Peut-il?",
} as const;

/**
 * What the Summary must say, per language: the conditions of art. 1959.1 (its own numbers:
 * "65 ans ou plus", "depuis au moins 10 ans"), the person's facts held against them, and the
 * form a tenant answers a notice of repossession with.
 */
const SUMMARY_FACTS: Record<ChatLanguage, RegExp[]> = {
  en: [
    /art\. 1959\.1/,
    /65 or over/,
    /at least 10 years/,
    /age in your question is 72: art\. 1959\.1 C\.c\.Q\. requires an age of 65 or over, so this condition is met/,
    /in the dwelling in your question is 12 years: art\. 1959\.1 C\.c\.Q\. requires at least 10 years in the dwelling, so this condition is met/,
    /Forms for you:[\s\S]*TAL-811A/,
  ],
  fr: [
    /art\. 1959\.1/,
    /65 ans ou plus/,
    /depuis au moins 10 ans/,
    /âge indiqué dans votre question est de 72 ans : l’art\. 1959\.1 C\.c\.Q\. exige un âge de 65 ans ou plus; cette condition est donc remplie/,
    /durée d’occupation indiquée dans votre question est de 12 ans : l’art\. 1959\.1 C\.c\.Q\. exige une occupation du logement depuis au moins 10 ans; cette condition est donc remplie/,
    /Formulaires pour vous :[\s\S]*TAL-811A/,
  ],
};

/** The first words of art. 1959.1 as the corpus quotes it, and of our French note on it. */
const ARTICLE_OPENING = 'Le locateur ne peut reprendre un logement ou en évincer un locataire';
const NOTE_WORDS = {
  en: /aged 65 or older, has lived in the dwelling for at least 10 years/,
  fr: /âgé de 65 ans ou plus, occupe le logement depuis au moins 10 ans/,
} as const;
const OFFICIAL_URL = {
  fr: 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1959_1',
  en: 'https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1959_1',
} as const;
/** Art. 1959.1's history line ends "2024, c. 23, a. 511." (ccq-lease-fr.jsonl). */
const AMENDING_ACT = /2024, c\. 23/;

/** A tenant who said in the questionnaire they are 65 or over, asking the question. */
async function askAsSeniorTenant(
  page: Parameters<typeof openChatWithQuestionnaire>[0],
  request: Parameters<typeof openChatWithQuestionnaire>[1],
  language: ChatLanguage,
): Promise<LegalAnswer> {
  const chat = await openChatWithQuestionnaire(page, request, language, { tenant65Over: true });
  await chat.ask(QUESTION[language]);
  await chat.waitForAnswer();
  await expect(chat.lastAnswer.getByText(chat.text.offline)).toBeVisible();
  return new LegalAnswer(chat);
}

async function expectSummaryStatesTheRule(answer: LegalAnswer): Promise<void> {
  const summary = await answer.readSummary();
  for (const fact of SUMMARY_FACTS[answer.chat.language]) {
    expect.soft(summary, `the Summary matches ${fact}`).toMatch(fact);
  }
  // Issue 10 found TAL-812A (low-rental housing) offered for this question: it does not apply.
  expect.soft(summary).not.toMatch(/TAL-812A/);
}

test.describe('legal-information layer', () => {
  test('en: the Summary states art. 1959.1 and TAL-811A; the source shows the note first, the French text on demand', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const answer = await askAsSeniorTenant(page, request, 'en');
    await expectSummaryStatesTheRule(answer);

    const source = await answer.openLawSource('1959.1');
    await expect(source.note).toBeVisible();
    await expect(source.note).toContainText(NOTE_WORDS.en);
    await expect(source.amendedBadge).toContainText(AMENDING_ACT);

    // The official French text waits behind a disclosure that works from the keyboard.
    const frenchText = source.officialText(ARTICLE_OPENING);
    await expect(frenchText).toBeHidden();
    await expect(source.frenchToggle).toHaveAttribute('aria-expanded', 'false');
    await source.toggleFrenchTextWithKeyboard('Enter');
    await expect(source.frenchToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(frenchText).toBeVisible();
    await expect(frenchText).toHaveAttribute('lang', 'fr');
    await expect(frenchText).toContainText('65 ans ou plus');
    expect(await source.isBefore(source.note, frenchText)).toBe(true);
    await source.toggleFrenchTextWithKeyboard('Space');
    await expect(source.frenchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(frenchText).toBeHidden();

    await expect(source.officialLink).toHaveAttribute('href', OFFICIAL_URL.fr);
    await expect(source.officialEnglishLink).toHaveAttribute('href', OFFICIAL_URL.en);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('fr: the Summary states art. 1959.1 and TAL-811A; the note follows the French text', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const answer = await askAsSeniorTenant(page, request, 'fr');
    await expectSummaryStatesTheRule(answer);

    const source = await answer.openLawSource('1959.1');
    const frenchText = source.officialText(ARTICLE_OPENING);
    await expect(frenchText).toBeVisible();
    await expect(frenchText).toHaveAttribute('lang', 'fr');
    await expect(source.note).toBeVisible();
    await expect(source.note).toContainText(NOTE_WORDS.fr);
    expect(await source.isBefore(frenchText, source.note)).toBe(true);
    // A French reader has the text itself: no disclosure, no link to the English version.
    await expect(source.frenchToggle).toHaveCount(0);
    await expect(source.officialEnglishLink).toHaveCount(0);
    await expect(source.officialLink).toHaveAttribute('href', OFFICIAL_URL.fr);
    await expect(source.amendedBadge).toContainText(AMENDING_ACT);
  });

  test('at 375 px the answer and its open source fit the screen and pass axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const answer = await askAsSeniorTenant(page, request, 'en');
    await expectSummaryStatesTheRule(answer);

    const source = await answer.openLawSource('1959.1');
    await source.toggleFrenchTextWithKeyboard('Enter');
    await expect(source.officialText(ARTICLE_OPENING)).toBeVisible();
    await expect(source.note).toBeVisible();
    await expect(source.amendedBadge).toBeVisible();
    await source.item.scrollIntoViewIfNeeded();
    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
    // A form's official address is one long word: clipped by the card, it would not scroll.
    const linksPastTheEdge = await page.evaluate(
      () =>
        [...document.querySelectorAll('.markdown-answer a')].filter(
          (link) => link.getBoundingClientRect().right > window.innerWidth + 1,
        ).length,
    );
    expect(linksPastTheEdge).toBe(0);
    await expectNoAxeViolations(page);
  });
});
