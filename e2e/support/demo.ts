import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ACCOUNTS = {
  tenant: 'tenant@demo.local',
  lawyer: 'lawyer@demo.local',
  admin: 'admin@demo.local',
} as const;

/** A fresh address for each run, so registrations never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * Signs in through the identity provider's API and hands the tokens to the app the way a reload
 * finds them (localStorage), so screens that need a session can be opened directly. The sign-in
 * screens themselves are covered by auth.spec.ts.
 */
export async function signInWithApi(
  page: Page,
  request: APIRequestContext,
  email: string = DEMO_ACCOUNTS.tenant,
): Promise<void> {
  const response = await request.post('/idp/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`Demo sign-in failed: ${response.status()}`);
  const { tokens } = (await response.json()) as {
    tokens: { accessToken: string; idToken: string; refreshToken: string; expiresIn: number };
  };
  const session = JSON.stringify({
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  });
  // Seeded once per tab: a later sign-out in the same test must stay signed out.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e.session-seeded')) return;
    sessionStorage.setItem('e2e.session-seeded', '1');
    localStorage.setItem('lexlogis.session', value);
  }, session);
}
