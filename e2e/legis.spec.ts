import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openChatWithQuestionnaire, type ChatLanguage } from './pages/chat-page';
import { LegalAnswer } from './pages/legal-answer';
import { LawChangedBanner, markArticleChanged } from './pages/law-changed-page';

/**
 * Issue 17: an answer given before the law changed keeps the text it quoted, with a banner
 * "the law has changed since this answer" linking to the new official text.
 */

const QUESTION = {
  en: 'I am 72 years old and have lived in my apartment for 12 years. My landlord wants to take back the apartment for his son. Can he?',
  fr: "J'ai 72 ans et j'habite mon logement depuis 12 ans. Mon propriétaire veut reprendre le logement pour son fils. Peut-il?",
} as const;
const URL_1959_1 = 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1959_1';
const ARTICLE_OPENING = 'Le locateur ne peut reprendre un logement ou en évincer un locataire';

for (const language of ['en', 'fr'] as const satisfies ChatLanguage[]) {
  test(`${language}: a stored answer whose article changed keeps its quotation and says the law changed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    if (language === 'en') await page.setViewportSize({ width: 375, height: 740 });
    const chat = await openChatWithQuestionnaire(page, request, language, { tenant65Over: true });
    await chat.ask(QUESTION[language]);
    await chat.waitForAnswer();
    const chatId = await chat.chatIdFromUrl();

    await markArticleChanged(page, '1959.1', { consolidation: '2025-06-30', url: URL_1959_1 });
    await page.goto(`/?chatId=${chatId}`);
    await chat.waitForAnswer();
    const source = await new LegalAnswer(chat).openLawSource('1959.1');
    const banner = new LawChangedBanner(source, language);
    await expect(banner.banner).toBeVisible();
    await expect(banner.banner).toContainText('2025-06-30');
    await expect(banner.newTextLink).toHaveAttribute('href', URL_1959_1);
    if (language === 'fr') await expect(source.officialText(ARTICLE_OPENING)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
