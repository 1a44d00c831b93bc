import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';
import { AuthPage } from './pages/auth-page';
import {
  createQuestionnaireUser,
  openQuestionnaireAsNewUser,
  QuestionnairePage,
} from './pages/questionnaire-page';

test.describe('questionnaire', () => {
  test('a tenant completes the wizard, sees the banner and the prompts', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const questionnaire = await openQuestionnaireAsNewUser(page, request);
    await expectNoAxeViolations(page);
    await questionnaire.start();
    await expect(questionnaire.wizardButton('Next')).toBeDisabled();
    await questionnaire.answerSituation('A tenant', 'llm');
    // Tenants never see the ownership step.
    await questionnaire.answerLeaseAndSubmit(12, 'The heating broke in January.');

    await expect(page.getByText(questionnaire.text.bannerTitle, { exact: true })).toBeVisible();
    const prompts = page
      .getByRole('region', { name: questionnaire.text.prompts })
      .getByRole('button');
    await expect(prompts).toHaveCount(4);
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      skipped: false,
      answers: {
        userType: 'tenant',
        buildingType: 'llm',
        leaseTermType: 'fixed-term',
        leaseDuration: 12,
        tenant65Over: false,
        additionalInfo: 'The heating broke in January.',
      },
    });
    await questionnaire.button(questionnaire.text.dismiss).click();
    await page.reload();
    await expect(questionnaire.prompts).toBeVisible();
    await expect(page.getByText(questionnaire.text.bannerTitle, { exact: true })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a landlord goes through the ownership branch, with axe on a step', async ({
    page,
    request,
  }) => {
    const questionnaire = await openQuestionnaireAsNewUser(page, request);
    await questionnaire.start();
    await questionnaire.answerSituation('A landlord');
    await expectNoAxeViolations(page);
    await questionnaire.answerOwnership();
    await questionnaire.answerLeaseAndSubmit(24);
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      answers: {
        userType: 'landlord',
        propertyOwnership: true,
        singleOwnership: false,
        spouseOwnership: true,
        leaseDuration: 24,
      },
    });
  });

  test('an excluded situation with a message shows the confirmation and restarts', async ({
    page,
    request,
  }) => {
    const questionnaire = await openQuestionnaireAsNewUser(page, request);
    await questionnaire.start();
    await questionnaire.choose('A room in a hotel establishment');
    await questionnaire.next();
    const dialog = page.getByRole('dialog', { name: questionnaire.text.excludedTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(questionnaire.text.excludedMessage).fill('I live in a hotel all year.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const confirmation = page.getByRole('dialog', { name: questionnaire.text.feedbackSubmitted });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeHidden({ timeout: 7_000 });
    await expect(questionnaire.wizardButton(questionnaire.text.begin)).toBeVisible();
    await questionnaire.start();
    await expect(questionnaire.wizard.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await questionnaire.readCurrentForm()).toBeNull();
  });

  test('skip without a form submits the defaults; later skip keeps previous answers', async ({
    page,
    request,
  }) => {
    const questionnaire = await openQuestionnaireAsNewUser(page, request);
    const warning = await questionnaire.skip();
    await expect(warning.getByRole('listitem')).toHaveCount(4);
    await warning.getByRole('button', { name: questionnaire.text.skipAnyway }).click();
    await expect(questionnaire.prompts).toBeVisible();
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      skipped: true,
      answers: { userType: 'tenant', leaseTermType: 'undetermined', buildingType: 'none' },
    });

    // Fill it in for real, then skip again: now the dialog offers to keep the answers.
    await questionnaire.editAnswers();
    await questionnaire.start();
    await questionnaire.answerSituation('A tenant', 'university');
    await questionnaire.answerLeaseAndSubmit(10);
    await questionnaire.editAnswers();
    const choice = await questionnaire.skip();
    await choice.getByRole('button', { name: questionnaire.text.refill }).click();
    await expect(choice).toBeHidden();
    await questionnaire.skip();
    await page.getByRole('button', { name: questionnaire.text.keepPrevious }).click();
    await expect(questionnaire.prompts).toBeVisible();
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      skipped: true,
      answers: { buildingType: 'university', leaseDuration: 10 },
    });
  });

  test('edits the answers later from the home screen, at 375 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const questionnaire = await openQuestionnaireAsNewUser(page, request);
    await questionnaire.start();
    await questionnaire.answerSituation('A tenant');
    await questionnaire.answerLeaseAndSubmit(12);

    await questionnaire.editAnswers();
    await expect(questionnaire.wizardButton(questionnaire.text.edit)).toBeVisible();
    await questionnaire.start();
    await expect(questionnaire.wizard.getByRole('radio', { name: 'None of these' })).toBeChecked();
    await questionnaire.next();
    await questionnaire.next();
    await questionnaire.choose('A landlord');
    await questionnaire.next();
    await questionnaire.answerOwnership();
    await questionnaire.choose(questionnaire.text.undetermined);
    await expect(questionnaire.wizard.getByLabel(questionnaire.text.months)).toBeHidden();
    await questionnaire.next();
    await questionnaire.next();
    await questionnaire.next();
    await questionnaire.wizardButton(questionnaire.text.submit).click();
    await expect(questionnaire.prompts).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      answers: { userType: 'landlord', leaseTermType: 'undetermined', leaseDuration: null },
    });
  });

  test('fr: a tenant completes the wizard in French', async ({ page, request }) => {
    await createQuestionnaireUser(page, request, 'fr');
    const questionnaire = new QuestionnairePage(page, 'fr');
    await page.goto('/');
    await new AuthPage(page).switchLanguage('fr');
    await expect(questionnaire.wizard).toBeVisible();
    await questionnaire.start();
    await questionnaire.answerSituation(questionnaire.text.tenant, 'mobile-home');
    await expectNoAxeViolations(page);
    await questionnaire.answerLeaseAndSubmit(6);
    await expect(page.getByText(questionnaire.text.bannerTitle, { exact: true })).toBeVisible();
    expect(await questionnaire.readCurrentForm()).toMatchObject({
      answers: { buildingType: 'mobile-home', leaseDuration: 6 },
    });
  });
});
