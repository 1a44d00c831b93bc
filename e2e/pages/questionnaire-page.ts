import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithApi } from '../support/demo';
import { createApiAccount } from '../support/accounts';

export type Language = 'en' | 'fr';

/** The words the questionnaire shows, per language (apps/web/src/i18n/locales). */
export const QUESTIONNAIRE_TEXT = {
  en: {
    region: 'Questionnaire about your situation',
    begin: 'Begin',
    edit: 'Edit',
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit',
    skip: 'Skip questionnaire',
    skipAnyway: 'Skip anyway',
    keepPrevious: 'Keep previous answers',
    refill: 'Refill',
    editAnswers: 'Edit my answers',
    prompts: 'Suggested questions',
    bannerTitle: 'Your answers are saved',
    dismiss: 'Dismiss',
    noneOfThese: 'None of these',
    buildingType: 'Type of building',
    tenant: 'A tenant',
    landlord: 'A landlord',
    fixedTerm: /fixed-term lease/,
    undetermined: /no end date/,
    months: 'Length of the lease, in months',
    yes: 'Yes',
    no: 'No',
    over5: '5 years old or more',
    dontKnow: 'I don’t know',
    additional: 'Anything else we should know? (optional)',
    excludedTitle: 'The lease rules do not apply here',
    excludedMessage: /Tell us about your situation/,
    feedbackSubmitted: 'Feedback submitted',
    skipTitle: 'Skip the questionnaire?',
    owns: 'Do you own the property?',
    sole: 'Are you the sole owner?',
    spouse: 'Is the other owner your spouse?',
  },
  fr: {
    region: 'Questionnaire sur votre situation',
    begin: 'Commencer',
    edit: 'Modifier',
    next: 'Suivant',
    previous: 'Précédent',
    submit: 'Envoyer',
    skip: 'Passer le questionnaire',
    skipAnyway: 'Passer quand même',
    keepPrevious: 'Garder les réponses précédentes',
    refill: 'Remplir de nouveau',
    editAnswers: 'Modifier mes réponses',
    prompts: 'Questions suggérées',
    bannerTitle: 'Vos réponses sont enregistrées',
    dismiss: 'Fermer',
    noneOfThese: 'Aucune de ces situations',
    buildingType: 'Type d’immeuble',
    tenant: 'Locataire',
    landlord: 'Locateur (propriétaire qui loue)',
    fixedTerm: /bail à durée fixe/,
    undetermined: /durée indéterminée/,
    months: 'Durée du bail, en mois',
    yes: 'Oui',
    no: 'Non',
    over5: '5 ans ou plus',
    dontKnow: 'Je ne sais pas',
    additional: 'Autre chose que nous devrions savoir? (facultatif)',
    excludedTitle: 'Les règles du bail ne s’appliquent pas ici',
    excludedMessage: /Parlez-nous de votre situation/,
    feedbackSubmitted: 'Commentaire envoyé',
    skipTitle: 'Passer le questionnaire?',
    owns: 'Êtes-vous propriétaire de l’immeuble?',
    sole: 'En êtes-vous l’unique propriétaire?',
    spouse: 'L’autre propriétaire est-il votre conjoint ou conjointe?',
  },
} as const;

/**
 * A fresh confirmed account with a complete profile in `language`, signed in on `page`. Each
 * test gets its own, so no spec depends on (or changes) the demo users' answers.
 */
export async function createQuestionnaireUser(
  page: Page,
  request: APIRequestContext,
  language: Language = 'en',
  name = 'Quinn Questionnaire',
): Promise<string> {
  const { email } = await createApiAccount(request, {
    label: `questionnaire-${language}`,
    name,
    language,
  });
  await signInWithApi(page, request, email);
  return email;
}

/** A tenant's questionnaire, for specs about the chat only (fields as in POST /formAnswer). */
export const DEFAULT_TENANT_ANSWERS = {
  userType: 'tenant',
  excludedSituation: 'none',
  leaseTermType: 'undetermined',
  buildingType: 'none',
  buildingAgeUnder5: 'over-5',
  tenant65Over: false,
} as const;

/** Fields that replace the defaults, e.g. `{ tenant65Over: true }`. */
export type QuestionnaireOverrides = Record<string, string | number | boolean | null>;

/** A questionnaire submitted through the API, for specs about the chat only. */
export async function submitQuestionnaire(
  request: APIRequestContext,
  email: string,
  overrides: QuestionnaireOverrides = {},
): Promise<void> {
  const signIn = await request.post('/idp/sign-in', { data: { email, password: DEMO_PASSWORD } });
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const { user } = (await (await request.get('/api/users', { headers })).json()) as {
    user: { id: string };
  };
  const response = await request.post('/api/formAnswer', {
    headers,
    data: { userId: user.id, ...DEFAULT_TENANT_ANSWERS, ...overrides },
  });
  expect(response.status()).toBe(201);
}

/** A fresh user (see createQuestionnaireUser) looking at the questionnaire on the home screen. */
export async function openQuestionnaireAsNewUser(
  page: Page,
  request: APIRequestContext,
): Promise<QuestionnairePage> {
  await createQuestionnaireUser(page, request);
  const questionnaire = new QuestionnairePage(page);
  await questionnaire.goto();
  return questionnaire;
}

/** The intake questionnaire on the home screen and what surrounds it (banner, prompts). */
export class QuestionnairePage {
  readonly text: (typeof QUESTIONNAIRE_TEXT)[Language];
  readonly wizard: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.text = QUESTIONNAIRE_TEXT[language];
    this.wizard = page.getByRole('region', { name: this.text.region });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.wizard.or(this.prompts)).toBeVisible();
  }

  get prompts(): Locator {
    return this.page.getByRole('heading', { name: this.text.prompts });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** A button of the wizard itself (the chat's own buttons share some names, e.g. 'Envoyer'). */
  wizardButton(name: string): Locator {
    return this.wizard.getByRole('button', { name, exact: true });
  }

  step(current: number): Locator {
    return this.wizard.getByText(new RegExp(`^(Step|Étape) ${current} (of|sur) 8$`));
  }

  async choose(name: string | RegExp, scope: Locator = this.wizard): Promise<void> {
    await scope.getByRole('radio', { name, exact: typeof name === 'string' }).check();
  }

  async next(): Promise<void> {
    await this.wizardButton(this.text.next).click();
  }

  async start(): Promise<void> {
    await this.wizard
      .getByRole('button', { name: new RegExp(`^(${this.text.begin}|${this.text.edit})$`) })
      .click();
    await expect(this.step(1)).toBeVisible();
  }

  /** Steps 1 to 3: no excluded situation, a building type, then the user type. */
  async answerSituation(userType: string, buildingType = 'none'): Promise<void> {
    await this.choose(this.text.noneOfThese);
    await this.next();
    await this.wizard.getByLabel(this.text.buildingType).selectOption(buildingType);
    await this.next();
    await this.choose(userType);
    await this.next();
  }

  /** Step 4, landlords only: owns, not the sole owner, with the spouse. */
  async answerOwnership(): Promise<void> {
    await expect(this.step(4)).toBeVisible();
    await this.choose(this.text.yes, this.wizard.getByRole('group', { name: this.text.owns }));
    await this.choose(this.text.no, this.wizard.getByRole('group', { name: this.text.sole }));
    await expect(this.wizardButton(this.text.next)).toBeDisabled();
    await this.choose(this.text.yes, this.wizard.getByRole('group', { name: this.text.spouse }));
    await this.next();
  }

  /** Steps 5 to 8 with a fixed term of `months`, then submit. */
  async answerLeaseAndSubmit(months: number, note = ''): Promise<void> {
    await expect(this.step(5)).toBeVisible();
    await this.choose(this.text.fixedTerm);
    await expect(this.wizardButton(this.text.next)).toBeDisabled();
    await this.wizard.getByLabel(this.text.months).fill(String(months));
    await this.next();
    await this.choose(this.text.no);
    await this.next();
    await this.choose(this.text.over5);
    await this.next();
    await expect(this.step(8)).toBeVisible();
    if (note) await this.wizard.getByLabel(this.text.additional).fill(note);
    await this.wizardButton(this.text.submit).click();
    await expect(this.prompts).toBeVisible();
  }

  async skip(): Promise<Locator> {
    await this.wizardButton(this.text.skip).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.skipTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async editAnswers(): Promise<void> {
    await this.button(this.text.editAnswers).click();
    await expect(this.wizard).toBeVisible();
  }

  /** The user's current form, read through the API with the page's own session. */
  async readCurrentForm(): Promise<{ skipped: boolean; answers: Record<string, unknown> } | null> {
    return this.page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('lexlogis.session') ?? '{}') as {
        accessToken?: string;
      };
      const response = await fetch('/api/formAnswer', {
        headers: { authorization: `Bearer ${stored.accessToken ?? ''}` },
      });
      return (await response.json()) as {
        skipped: boolean;
        answers: Record<string, unknown>;
      } | null;
    });
  }
}
