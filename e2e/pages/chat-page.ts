import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  createQuestionnaireUser,
  submitQuestionnaire,
  type QuestionnaireOverrides,
} from './questionnaire-page';

export type ChatLanguage = 'en' | 'fr';

/** The words the chat shows, per language (apps/web/src/i18n/locales, "chat" namespace). */
export const CHAT_TEXT = {
  en: {
    prompt: 'Your question',
    ready: 'The answer is ready.',
    sources: 'Sources of this answer',
    laws: /^Laws/,
    forms: /^Forms/,
    showMore: /^Show more/,
    officialForm: /Official form/,
    officialText: /Official text/,
    helpful: 'Helpful answer',
    notHelpful: 'Not helpful',
    feedbackThanks: 'Thank you for your feedback',
    editFeedback: 'Edit your feedback',
    feedbackField: 'Your feedback',
    sendFeedback: 'Send feedback',
    feedbackUpdated: 'Feedback updated successfully',
    newChat: 'New chat',
    renameTitle: 'Rename the chat',
    renameField: 'Title',
    renamed: 'Chat renamed',
    deleteTitle: 'Delete this chat?',
    deleteConfirm: 'Delete',
    deleted: 'Chat deleted',
    rename: (title: string) => `Rename “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    offline: 'Composed offline from the sources',
  },
  fr: {
    prompt: 'Votre question',
    ready: 'La réponse est prête.',
    sources: 'Sources de cette réponse',
    laws: /^Lois/,
    forms: /^Formulaires/,
    showMore: /^Afficher plus/,
    officialForm: /Formulaire officiel/,
    officialText: /Texte officiel/,
    helpful: 'Réponse utile',
    notHelpful: 'Pas utile',
    feedbackThanks: 'Merci pour votre commentaire',
    editFeedback: 'Modifier votre commentaire',
    feedbackField: 'Votre commentaire',
    sendFeedback: 'Envoyer le commentaire',
    feedbackUpdated: 'Commentaire mis à jour avec succès',
    newChat: 'Nouvelle discussion',
    renameTitle: 'Renommer la discussion',
    renameField: 'Titre',
    renamed: 'Discussion renommée',
    deleteTitle: 'Supprimer cette discussion?',
    deleteConfirm: 'Supprimer',
    deleted: 'Discussion supprimée',
    rename: (title: string) => `Renommer « ${title} »`,
    remove: (title: string) => `Supprimer « ${title} »`,
    offline: 'Rédigée hors ligne à partir des sources',
  },
} as const;

/** The chat on the home screen: prompt, answers, sources, feedback and the history sidebar. */
export class ChatPage {
  readonly text: (typeof CHAT_TEXT)[ChatLanguage];

  constructor(
    readonly page: Page,
    readonly language: ChatLanguage = 'en',
  ) {
    this.text = CHAT_TEXT[language];
  }

  get prompt(): Locator {
    return this.page.getByRole('textbox', { name: this.text.prompt, exact: true });
  }

  get status(): Locator {
    return this.page.getByTestId('chat-status');
  }

  get sidebar(): Locator {
    return this.page.locator('#app-sidebar');
  }

  get lastAnswer(): Locator {
    return this.page.getByTestId('chat-message').last().getByRole('article');
  }

  async ask(question: string): Promise<void> {
    await expect(this.prompt).toBeEnabled();
    await this.prompt.fill(question);
    await this.prompt.press('Enter');
  }

  async waitForAnswer(): Promise<void> {
    await expect(this.status).toHaveText(this.text.ready, { timeout: 20_000 });
    await expect(this.lastAnswer.getByRole('button', { name: this.text.helpful })).toBeVisible();
  }

  sources(): Locator {
    return this.lastAnswer.getByRole('region', { name: this.text.sources });
  }

  /** Opens a tab of the last answer's sources and expands it fully. */
  async openSourceTab(name: RegExp): Promise<Locator> {
    const sources = this.sources();
    await sources.getByRole('tab', { name }).click();
    const panel = sources.getByRole('tabpanel');
    const more = panel.getByRole('button', { name: this.text.showMore });
    if (await more.isVisible()) await more.click();
    return panel;
  }

  async chatIdFromUrl(): Promise<string> {
    await expect(this.page).toHaveURL(/chatId=/);
    return new URL(this.page.url()).searchParams.get('chatId')!;
  }

  /** A product API call with the page's own session. */
  async api<T>(path: string): Promise<T> {
    return this.page.evaluate(async (url) => {
      const stored = JSON.parse(localStorage.getItem('lexlogis.session') ?? '{}') as {
        accessToken?: string;
      };
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${stored.accessToken ?? ''}` },
      });
      return (await response.json()) as T;
    }, `/api${path}`);
  }

  /** The stored statuses of a conversation's advices, oldest first. */
  async adviceStatuses(chatId: string): Promise<string[]> {
    const conversation = await this.api<{ advices: { status: string }[] }>(`/advices/${chatId}`);
    return conversation.advices.map((advice) => advice.status);
  }
}

/** A fresh user who has answered the questionnaire, on the home screen. */
export async function openChatWithQuestionnaire(
  page: Page,
  request: APIRequestContext,
  language: ChatLanguage = 'en',
  answers: QuestionnaireOverrides = {},
  user: { name?: string } = {},
): Promise<ChatPage> {
  const email = await createQuestionnaireUser(page, request, language, user.name);
  await submitQuestionnaire(request, email, answers);
  const chat = new ChatPage(page, language);
  await page.goto('/');
  // A session restored from storage keeps the interface language (see the report); choose it.
  if (language === 'fr') await page.getByRole('button', { name: /^FR/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(chat.prompt).toBeEnabled();
  return chat;
}
