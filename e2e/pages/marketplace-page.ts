import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInWithApi } from '../support/demo';
import { createApiAccount } from '../support/accounts';

export type MarketplaceLanguage = 'en' | 'fr';

/** The visible texts the marketplace spec relies on, per interface language. */
export const MARKETPLACE_TEXT = {
  en: {
    freeQuote: 'Get a free quote',
    experts: 'Legal experts',
    askQuote: 'Ask for a quote',
    share: /Share a short summary/,
    quoteRequests: 'New quote requests',
    message: 'Your message',
    send: 'Send',
    fiveStars: '5 stars',
    sendRating: 'Send my rating',
    rated: 'You rated this lawyer 5 out of 5. Thank you.',
    question: 'My landlord wants to raise my rent by 15%. Can I refuse?',
    answer: 'Hello, I can help you with the rent increase.',
    showFilters: 'Show filters',
    twoActive: 'Show filters (2 active)',
  },
  fr: {
    freeQuote: 'Obtenir une soumission gratuite',
    experts: 'Experts juridiques',
    askQuote: 'Demander une soumission',
    share: /Partager un court résumé/,
    quoteRequests: 'Nouvelles demandes de soumission',
    message: 'Votre message',
    send: 'Envoyer',
    fiveStars: '5 étoiles',
    sendRating: 'Envoyer mon évaluation',
    rated: 'Vous avez donné 5 sur 5 à cet avocat. Merci.',
    question: 'Mon propriétaire veut augmenter mon loyer de 15 %. Puis-je refuser?',
    answer: 'Bonjour, je peux vous aider pour la hausse de loyer.',
    showFilters: 'Afficher les filtres',
    twoActive: 'Afficher les filtres (2 actifs)',
  },
} as const;

/**
 * A fresh tenant (unique name, so the lawyer's dashboard tells runs apart) with one chat
 * conversation and question made through the API; the page is signed in as them.
 */
export async function createTenantWithSituation(
  page: Page,
  request: APIRequestContext,
  language: MarketplaceLanguage,
): Promise<{ name: string; chatTitle: string; chatId: string }> {
  const name = `Tenant ${language.toUpperCase()} ${Date.now() % 100000}`;
  const { email, headers } = await createApiAccount(request, {
    label: `marketplace-${language}`,
    name,
    language,
  });
  const question = MARKETPLACE_TEXT[language].question;
  const chatTitle = language === 'en' ? 'Rent increase' : 'Hausse de loyer';
  const chat = await request.post('/api/advices', {
    headers,
    data: { title: chatTitle, description: question },
  });
  expect(chat.status()).toBe(201);
  const { id } = (await chat.json()) as { id: string };
  const advice = await request.post(`/api/advices/${id}/create-advice`, {
    headers,
    data: { question },
  });
  expect(advice.status()).toBe(201);
  await signInWithApi(page, request, email);
  return { name, chatTitle, chatId: id };
}

/** The marketplace, its filter sidebar, the quote dialog and the direct conversation screens. */
export class MarketplacePage {
  readonly text: (typeof MARKETPLACE_TEXT)[MarketplaceLanguage];

  constructor(
    readonly page: Page,
    readonly language: MarketplaceLanguage,
  ) {
    this.text = MARKETPLACE_TEXT[language];
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    if (this.language === 'fr') await this.page.getByRole('button', { name: /^FR/ }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
  }

  get sidebarToggle(): Locator {
    return this.page.getByRole('banner').locator('button[aria-controls="app-sidebar"]');
  }

  /** Opens the sidebar when it is closed (under 768 px), runs `action`, then closes it again. */
  async inSidebar(action: () => Promise<void>): Promise<void> {
    const closed = (await this.sidebarToggle.getAttribute('aria-expanded')) === 'false';
    if (closed) await this.sidebarToggle.click();
    await action();
    if (closed) await this.sidebarToggle.click();
  }

  /**
   * Filters by city and language. Under 768 px through the list's own "Show filters" button,
   * which puts the keyboard focus on the filters and then counts the active ones.
   */
  async filter(city: string, languageCode: string): Promise<void> {
    const show = this.page.getByRole('button', { name: this.text.showFilters, exact: true });
    const select = async () => {
      await this.page.locator('#filter-city').selectOption(city);
      await this.page.locator('#filter-language').selectOption(languageCode);
    };
    if (await show.isVisible()) {
      await show.click();
      await expect(this.page.locator('#marketplace-filters-title')).toBeFocused();
      await select();
      await this.sidebarToggle.click();
      await expect(this.page.getByRole('button', { name: this.text.twoActive })).toBeVisible();
    } else {
      await this.inSidebar(select);
    }
    const filters = new URL(this.page.url()).searchParams.get('filters');
    expect(JSON.parse(filters ?? '{}')).toMatchObject({ city, language: languageCode, page: '1' });
  }

  lawyerCard(name: string): Locator {
    return this.page.getByRole('listitem').filter({
      has: this.page.getByRole('heading', {
        level: 3,
        name: new RegExp(`^${name}( Demo| Démo)?$`),
      }),
    });
  }

  /** Asks `lawyer` for a quote, sharing the summary; lands on the new conversation. */
  async askQuoteWithSummary(lawyer: string): Promise<void> {
    await this.lawyerCard(lawyer)
      .getByRole('button', { name: new RegExp(this.text.freeQuote) })
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: this.text.share }).check();
    await dialog.getByRole('button', { name: this.text.askQuote }).click();
    await expect(this.page).toHaveURL(/\/conversations\?chatId=/);
  }

  /**
   * From the chat's experts panel (wide screens): asks `lawyer` for a quote, sharing the
   * summary of that chat.
   */
  async askQuoteFromExpertsPanel(lawyer: string): Promise<void> {
    const panel = this.page.getByRole('region', { name: this.text.experts });
    const expert = panel.getByRole('listitem').filter({ hasText: lawyer });
    await expect(expert).toHaveCount(1);
    const button = expert.getByRole('button', { name: this.text.freeQuote });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(this.page).toHaveURL(/\/marketplace\?quote=/);
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: this.text.share }).check();
    await dialog.getByRole('button', { name: this.text.askQuote }).click();
    await expect(this.page).toHaveURL(/\/conversations\?chatId=/);
  }

  get messages(): Locator {
    return this.page.getByRole('list', { name: 'Messages' });
  }

  async sendMessage(content: string): Promise<void> {
    await this.page.getByLabel(this.text.message).fill(content);
    await this.page.getByRole('button', { name: this.text.send, exact: true }).click();
  }

  async rateFiveStars(): Promise<void> {
    await this.page.getByRole('radio', { name: this.text.fiveStars }).check();
    await this.page.getByRole('button', { name: this.text.sendRating }).click();
    await expect(this.page.getByText(this.text.rated)).toBeVisible();
  }
}
