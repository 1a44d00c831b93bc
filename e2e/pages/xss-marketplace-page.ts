import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo';
import { createApiAccount, type ApiAccount } from '../support/accounts';

export type XssLanguage = 'en' | 'fr';

export type { ApiAccount };

async function signInHeaders(request: APIRequestContext, email: string) {
  const signIn = await request.post('/idp/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** A confirmed account with a complete profile, made through the real endpoints. */
export function createAccount(
  request: APIRequestContext,
  options: { label: string; name: string; language: XssLanguage },
): Promise<ApiAccount> {
  return createApiAccount(request, options);
}

/**
 * Makes `account` a lawyer the way the product does (their request, an administrator's
 * approval), then creates and fills their profile. Returns the profile id.
 */
export async function makeLawyer(
  request: APIRequestContext,
  account: ApiAccount,
  fields: Record<string, unknown>,
): Promise<string> {
  const asked = await request.post('/api/users/lawyer-role-request', { headers: account.headers });
  expect(asked.ok()).toBe(true);
  const { request: roleRequest } = (await asked.json()) as { request: { id: string } };
  const admin = await signInHeaders(request, DEMO_ACCOUNTS.admin);
  const approved = await request.post(`/api/admin/role-requests/${roleRequest.id}/approve`, {
    headers: admin,
  });
  expect(approved.ok()).toBe(true);
  const created = await request.post('/api/profile', {
    headers: account.headers,
    data: { userId: account.id },
  });
  expect(created.status()).toBe(201);
  const patched = await request.patch(`/api/profile/${account.id}`, {
    headers: account.headers,
    data: fields,
  });
  expect(patched.status()).toBe(200);
  return ((await patched.json()) as { id: string }).id;
}

/** PATCH /profile with one field, for the fields whose format refuses markup. */
export async function patchProfile(
  request: APIRequestContext,
  account: ApiAccount,
  fields: Record<string, unknown>,
): Promise<number> {
  const response = await request.patch(`/api/profile/${account.id}`, {
    headers: account.headers,
    data: fields,
  });
  return response.status();
}

export async function openConversation(
  request: APIRequestContext,
  from: ApiAccount,
  to: ApiAccount,
): Promise<string> {
  const response = await request.post('/api/chat/conversations', {
    headers: from.headers,
    data: { receiverId: to.id, quote: { shareSummary: false } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function sendMessage(
  request: APIRequestContext,
  from: ApiAccount,
  conversationId: string,
  content: string,
): Promise<void> {
  const response = await request.post('/api/chat/messages', {
    headers: from.headers,
    data: { conversationId, content },
  });
  expect(response.status()).toBe(201);
}

/** The screens the payloads go through: marketplace, conversations, dashboard, back office. */
export class XssMarketplacePage {
  constructor(
    readonly page: Page,
    readonly language: XssLanguage,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    if (this.language === 'fr') await this.page.getByRole('button', { name: /^FR/ }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
  }

  get sidebarToggle(): Locator {
    return this.page.getByRole('banner').locator('button[aria-controls="app-sidebar"]');
  }

  get sidebar(): Locator {
    return this.page.locator('#app-sidebar');
  }

  /** Opens the sidebar when it is closed (under 768 px). */
  async openSidebar(): Promise<void> {
    if ((await this.sidebarToggle.getAttribute('aria-expanded')) === 'false') {
      await this.sidebarToggle.click();
    }
    await expect(this.sidebar).toBeVisible();
  }

  async closeSidebar(): Promise<void> {
    if ((await this.sidebarToggle.getAttribute('aria-expanded')) === 'true') {
      await this.sidebarToggle.click();
    }
  }

  get messages(): Locator {
    return this.page.getByRole('list', { name: 'Messages' });
  }

  async rateWithComment(comment: string): Promise<void> {
    const fr = this.language === 'fr';
    await this.page.getByRole('radio', { name: fr ? '4 étoiles' : '4 stars' }).check();
    await this.page.locator('#rating-comment').fill(comment);
    await this.page
      .getByRole('button', { name: fr ? 'Envoyer mon évaluation' : 'Send my rating' })
      .click();
    await expect(
      this.page.getByText(fr ? /Vous avez donné 4 sur 5/ : /You rated this lawyer 4 out of 5/),
    ).toBeVisible();
  }
}
