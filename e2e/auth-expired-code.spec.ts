import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/demo';
import { waitForCode } from './support/outbox';
import { AuthPage } from './pages/auth-page';
import { SHORT_CODE_TTL_BASE_URL, SHORT_CODE_TTL_SECONDS } from './support/short-ttl';

// A second instance whose confirmation codes live a few seconds (playwright.config.ts), so an
// expired code can be shown without waiting 24 hours or reaching into the server's clock.
test.use({ baseURL: SHORT_CODE_TTL_BASE_URL });

test('an expired confirmation code says so, in English and French', async ({ page, request }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('expired');
  await auth.gotoRegister();
  await auth.register({ name: 'Expired Code', email, password: 'expired-2026' });
  const code = await waitForCode(request, email);

  await page.waitForTimeout((SHORT_CODE_TTL_SECONDS + 1) * 1000);
  await auth.confirm(code);

  const expired = page.locator('#confirm-code-error');
  await expect(expired).toHaveText('Verification code has expired');
  await auth.switchLanguage('fr');
  await expect(expired).toHaveText('Le code de vérification a expiré');
});
