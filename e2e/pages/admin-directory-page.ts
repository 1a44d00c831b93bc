import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AdminPage, type AdminLanguage } from './admin-page';

/** Words of the user detail, lawyer directory and conversations (locales, "admin.directory"). */
const DIRECTORY_TEXT = {
  en: {
    lawyersTab: 'Lawyers',
    conversationsTab: 'Conversations',
    details: 'Details',
    name: 'Name',
    save: 'Save changes',
    saved: 'Changes saved.',
    viewHistory: 'View chat history',
    close: 'Close',
    lawyerSearch: 'Search by name, city or email',
    openLawyer: 'Open profile',
    openAccount: 'Open the account',
    participantSearch: 'Filter by participant name or email',
    read: 'Read',
    messages: 'Messages',
  },
  fr: {
    lawyersTab: 'Avocats',
    conversationsTab: 'Conversations',
    details: 'Détails',
    name: 'Nom',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées.',
    viewHistory: 'Voir l’historique des conversations',
    close: 'Fermer',
    lawyerSearch: 'Rechercher par nom, ville ou courriel',
    openLawyer: 'Ouvrir le profil',
    openAccount: 'Ouvrir le compte',
    participantSearch: 'Filtrer par nom ou courriel d’un participant',
    read: 'Lire',
    messages: 'Messages',
  },
} as const;

/** Opens the tenant's conversation with the lawyer and posts one message, as the marketplace does. */
export async function openConversationWith(
  request: APIRequestContext,
  from: { headers: Record<string, string> },
  receiverId: string,
  content: string,
): Promise<string> {
  const opened = await request.post('/api/chat/conversations', {
    headers: from.headers,
    data: { receiverId },
  });
  expect(opened.ok()).toBe(true);
  const { id } = (await opened.json()) as { id: string };
  const sent = await request.post('/api/chat/messages', {
    headers: from.headers,
    data: { conversationId: id, content },
  });
  expect(sent.ok()).toBe(true);
  return id;
}

export class AdminDirectoryPage extends AdminPage {
  readonly words: (typeof DIRECTORY_TEXT)[AdminLanguage];
  constructor(page: Page, language: AdminLanguage = 'en') {
    super(page, language);
    this.words = DIRECTORY_TEXT[language];
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: this.words.close, exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** From the users list, opens the user's detail and renames them through the edit form. */
  async renameUser(email: string, newName: string): Promise<void> {
    const panel = await this.openTab(this.text.tabs.users);
    await panel.getByRole('searchbox', { name: this.text.search }).fill(email);
    const row = panel.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(`^${this.words.details}`) }).click();
    await expect(this.dialog).toContainText(email);
    const name = this.dialog.getByRole('textbox', { name: this.words.name, exact: true });
    await name.fill(newName);
    await name.press('Enter');
    await expect(this.dialog.getByRole('status')).toHaveText(this.words.saved);
  }

  async openLawyer(search: string, name: string): Promise<void> {
    const panel = await this.openTab(this.words.lawyersTab);
    await panel.getByRole('searchbox', { name: this.words.lawyerSearch }).fill(search);
    const item = panel.getByRole('listitem').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: new RegExp(`^${this.words.openLawyer}`) }).click();
    await expect(this.dialog.getByRole('heading', { name })).toBeVisible();
  }

  async openLawyerAccount(email: string): Promise<void> {
    await this.dialog.getByRole('button', { name: new RegExp(this.words.openAccount) }).click();
    await expect(this.dialog).toContainText(email);
  }

  async readConversation(participant: string, message: string): Promise<void> {
    await this.page.getByRole('tab', { name: this.words.conversationsTab, exact: true }).click();
    const panel = this.page.getByRole('tabpanel', { name: this.words.conversationsTab });
    await panel.getByRole('searchbox', { name: this.words.participantSearch }).fill(participant);
    const item = panel.getByRole('listitem').filter({ hasText: participant });
    await expect(item).toHaveCount(1);
    // The list shows who and when, never what was written.
    await expect(item).not.toContainText(message);
    await item.getByRole('button', { name: new RegExp(`^${this.words.read}`) }).click();
    await expect(this.dialog.getByRole('list', { name: this.words.messages })).toContainText(
      message,
    );
  }
}
