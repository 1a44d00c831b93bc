import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, uniqueEmail } from './support/demo';
import { waitForCode } from './support/outbox';
import { AuthPage } from './pages/auth-page';
import { ProfileDialog } from './pages/profile-dialog';

const TEXT = {
  en: {
    checkEmail: 'Please check your email for a confirmation code.',
    profileTitle: 'Complete your profile',
    updated: 'Profile updated successfully',
    home: 'Legal information chat',
    login: 'Log in',
    signOut: 'Sign out',
    invalidCredentials: 'Invalid credentials',
    userNotFound: 'User not found',
    invalidCode: 'Invalid verification code',
    expiredCode: 'Verification code has expired',
    tooManyRequests: 'Too many requests, please try again later',
    codeResent: 'A new confirmation code has been sent to your email.',
  },
  fr: {
    checkEmail: 'Veuillez consulter vos courriels pour obtenir un code de confirmation.',
    profileTitle: 'Complétez votre profil',
    updated: 'Profil mis à jour avec succès',
    home: 'Discussion d’information juridique',
    login: 'Connexion',
    signOut: 'Se déconnecter',
    invalidCredentials: 'Identifiants invalides',
    userNotFound: 'Utilisateur introuvable',
    invalidCode: 'Code de vérification invalide',
    expiredCode: 'Le code de vérification a expiré',
    tooManyRequests: 'Trop de requêtes, veuillez réessayer plus tard',
    codeResent: 'Un nouveau code de confirmation a été envoyé à votre adresse courriel.',
  },
} as const;

async function signOutFromSidebar(page: Page, language: 'en' | 'fr'): Promise<void> {
  const sidebar = page.getByRole('complementary');
  if ((await page.locator('#sidebar-toggle').getAttribute('aria-expanded')) !== 'true') {
    await page.locator('#sidebar-toggle').click();
  }
  await sidebar.getByRole('button', { name: TEXT[language].signOut }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

for (const language of ['en', 'fr'] as const) {
  const text = TEXT[language];

  test(`${language}: register, confirm, complete the profile, reload, sign out, sign in`, async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const auth = new AuthPage(page);
    const email = uniqueEmail(language);
    const password = 'tenant-2026-pass';

    await auth.gotoRegister();
    await auth.switchLanguage(language);
    await expectNoAxeViolations(page);
    await auth.register({ name: 'Élise Tremblay', email, password });
    await expect(page.getByText(text.checkEmail)).toBeVisible();

    const code = await waitForCode(request, email);
    await auth.confirm(code);

    // Confirmed and signed in: home, with the profile dialog because the profile is new.
    const dialog = new ProfileDialog(page);
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.dialog.getByRole('heading', { name: text.profileTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.complete({ city: 'Montréal', ageGroup: '26-35', language, role: 'user' });
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(dialog.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
    await expect(page.getByRole('link', { name: /Élise Tremblay/ })).toBeVisible();
    await expect(dialog.dialog).toBeHidden();

    await signOutFromSidebar(page, language);
    await page.goto('/ai-tools');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fai-tools$/);

    // Signing in again lands where the visitor was going, in the profile's language.
    await auth.submitLogin(email, password);
    await expect(page).toHaveURL(/\/ai-tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(errors).toEqual([]);
  });
}

test.describe('sign-in errors', () => {
  test('wrong password and unknown user, in English and French', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.signIn(DEMO_ACCOUNTS.lawyer, 'not-the-password-1');
    await expect(auth.alert).toHaveText(TEXT.en.invalidCredentials);
    await auth.switchLanguage('fr');
    await expect(auth.alert).toHaveText(TEXT.fr.invalidCredentials);

    await auth.switchLanguage('en');
    await auth.submitLogin(uniqueEmail('nobody'), DEMO_PASSWORD);
    await expect(auth.alert).toHaveText(TEXT.en.userNotFound);
    await auth.switchLanguage('fr');
    await expect(auth.alert).toHaveText(TEXT.fr.userNotFound);
  });

  test('wrong confirmation code, then resend, in English and French', async ({ page, request }) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail('code');
    await auth.gotoRegister();
    await auth.register({ name: 'Code Test', email, password: 'code-test-2026' });
    const code = await waitForCode(request, email);
    const wrong = code === '000000' ? '111111' : '000000';

    await auth.confirm(wrong);
    await expect(page.locator('#confirm-code-error')).toHaveText(TEXT.en.invalidCode);
    await auth.switchLanguage('fr');
    await expect(page.locator('#confirm-code-error')).toHaveText(TEXT.fr.invalidCode);

    await auth.resendCode();
    await expect(page.getByText(TEXT.fr.codeResent)).toBeVisible();
    const fresh = await waitForCode(request, email, [code]);
    await auth.confirm(fresh);
    await expect(new ProfileDialog(page).dialog).toBeVisible();
  });

  test('lockout after repeated failures, in English and French', async ({ page, request }) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail('lockout');
    await auth.gotoRegister();
    await auth.register({ name: 'Lockout Test', email, password: 'lockout-2026' });
    await auth.confirm(await waitForCode(request, email));
    await expect(new ProfileDialog(page).dialog).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('lexlogis.session'));

    await auth.gotoLogin();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await auth.submitLogin(email, `wrong-password-${attempt}`);
      await expect(auth.alert).toHaveText(TEXT.en.invalidCredentials);
    }
    // Even the right password is refused while the account is locked.
    await auth.submitLogin(email, 'lockout-2026');
    await expect(auth.alert).toHaveText(TEXT.en.tooManyRequests);
    await auth.switchLanguage('fr');
    await expect(auth.alert).toHaveText(TEXT.fr.tooManyRequests);
  });
});

test.describe('accessibility of the sign-in pages', () => {
  for (const path of ['/auth/login', '/auth/register']) {
    test(`${path} has no detectable WCAG A/AA violations at 1280 and 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoAxeViolations(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    });
  }
});
