import { expect, test, type Page } from '@playwright/test';
import { AssetLog } from './pages/asset-log';
import { collectConsoleErrors } from './support/console-errors';

// Issue 18, round 5: the sign-in pages come prerendered, in the visitor's language, so they
// paint before any script; the script then hydrates them (same language) or renders anew.

const LABELS = {
  en: { heading: 'Log in', email: 'Email', password: 'Password', submit: 'Log in' },
  fr: { heading: 'Connexion', email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' },
} as const;

async function expectSignInForm(page: Page, language: 'en' | 'fr'): Promise<void> {
  const text = LABELS[language];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByLabel(text.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel(text.password, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text.submit, exact: true })).toBeVisible();
}

/** Records whether the prerendered email field is ever removed (a fresh render replaces it). */
async function watchForReplacedMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { markupReplaced: boolean };
    flags.markupReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node instanceof Element &&
            (node.id === 'login-email' || node.querySelector('#login-email'))
          ) {
            flags.markupReplaced = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const wasMarkupReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { markupReplaced: boolean }).markupReplaced);

test.describe('the prerendered sign-in page without JavaScript', () => {
  for (const [name, options, language] of [
    ['no preference: English', { locale: 'en-US' }, 'en'],
    ['a French browser (Accept-Language)', { locale: 'fr-CA' }, 'fr'],
    ['the saved choice (cookie) over the browser', { locale: 'en-US', cookie: 'fr' }, 'fr'],
    ['the saved English over a French browser', { locale: 'fr-CA', cookie: 'en' }, 'en'],
  ] as const) {
    test(`shows the sign-in form's labels in the chosen language: ${name}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: options.locale,
      });
      if ('cookie' in options) {
        await context.addCookies([
          { name: 'lexlogis.language', value: options.cookie, url: baseURL ?? '' },
        ]);
      }
      const page = await context.newPage();
      await page.goto('/auth/login');
      await expectSignInForm(page, language);
      // Without the script the form cannot be sent natively (a GET with the password in it).
      await expect(
        page.getByRole('button', { name: LABELS[language].submit, exact: true }),
      ).toBeDisabled();
      await context.close();
    });
  }

  test('the register page too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await expect(page.getByLabel('Nom complet')).toBeVisible();
    await context.close();
  });
});

test.describe('the prerendered sign-in page with JavaScript', () => {
  test('hydrates the markup in place, with its catalogs inline, and no errors', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const log = new AssetLog(page);
    await watchForReplacedMarkup(page);
    await page.goto('/auth/login');
    await expectSignInForm(page, 'en');
    // Interactive: React drives the prerendered field.
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    expect(await wasMarkupReplaced(page)).toBe(false);
    // The first render's catalogs came in the document, not as chunks after the script.
    expect(log.hasLoadedChunk('locale-en-base')).toBe(false);
    expect(log.hasLoadedChunk('locale-en-auth')).toBe(false);
    expect(errors).toEqual([]);
  });

  test('renders anew in the saved language when the server sent another, then remembers it', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await watchForReplacedMarkup(page);
    // Saved before the cookie existed: the server cannot know it yet and sends English.
    await page.addInitScript(() => localStorage.setItem('lexlogis.language', 'fr'));
    await page.goto('/auth/login');
    await expectSignInForm(page, 'fr');
    expect(await wasMarkupReplaced(page)).toBe(true);
    // The page saved the choice in the cookie: the next load comes in French and hydrates.
    await page.reload();
    await expectSignInForm(page, 'fr');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
    expect(await wasMarkupReplaced(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('switching language on the page sets the cookie the server reads', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/auth/login');
    await expectSignInForm(page, 'en');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /FR/ }).click();
    await expectSignInForm(page, 'fr');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lexlogis.language')?.value).toBe('fr');
    const response = await page.request.get('/auth/login', { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('<html lang="fr">');
    expect(errors).toEqual([]);
  });
});
