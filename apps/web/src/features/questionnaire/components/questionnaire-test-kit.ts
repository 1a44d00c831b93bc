import type { FormAnswer, QuestionnaireFields } from '@lexlogis/contracts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { renderApp, TEST_USER } from '@/test/render-app';

export const FORM_ID = '11111111-1111-4111-8111-111111111111';

export const TENANT_ANSWERS: QuestionnaireFields = {
  userType: 'tenant',
  excludedSituation: 'none',
  propertyOwnership: null,
  singleOwnership: null,
  spouseOwnership: null,
  leaseTermType: 'fixed-term',
  leaseDuration: 12,
  buildingType: 'llm',
  buildingAgeUnder5: 'over-5',
  tenant65Over: false,
  additionalInfo: '',
};

export function makeForm(overrides: Partial<FormAnswer> = {}): FormAnswer {
  return {
    id: FORM_ID,
    userId: TEST_USER.id,
    answers: TENANT_ANSWERS,
    skipped: false,
    ...overrides,
  };
}

type Handler = (body: unknown) => Response;
export interface QuestionnaireBackend {
  form?: FormAnswer | null;
  post?: Handler;
  patch?: Handler;
  feedback?: Handler;
}

/** The app on '/', with the form-answer endpoints answered as given; returns the fetch mock. */
export function renderHome(backend: QuestionnaireBackend = {}) {
  const fetchMock = stubRoutes({
    'GET /api/formAnswer': () => jsonResponse(backend.form ?? null),
    'POST /api/formAnswer': (body) =>
      (backend.post ?? (() => jsonResponse({ id: FORM_ID }, 201)))(body),
    [`PATCH /api/formAnswer/${FORM_ID}`]: (body) =>
      (backend.patch ?? ((sent) => jsonResponse(makeForm(sent as Partial<FormAnswer>))))(body),
    'POST /api/formAnswer/excluded-situation-feedback': (body) =>
      (backend.feedback ?? (() => jsonResponse({ id: 'f1' }, 201)))(body),
  });
  const view = renderApp('/');
  return { ...view, fetchMock };
}

/** The JSON bodies sent to "METHOD /api/path", in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubRoutes>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

export const next = () => screen.getByRole('button', { name: 'Next' });

export async function choose(user: UserEvent, name: string | RegExp) {
  await user.click(screen.getByRole('radio', { name }));
}

/** Steps 0–3 for a user type: begin, no excluded situation, a regular building, the type. */
export async function answerUpToUserType(user: UserEvent, userType: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: /^(Begin|Edit)$/ }));
  await choose(user, 'None of these');
  await user.click(next());
  await user.selectOptions(screen.getByLabelText('Type of building'), 'llm');
  await user.click(next());
  await choose(user, userType);
  await user.click(next());
}

/** Steps 5–7 with a fixed 12-month term, a tenant under 65 and an old building. */
export async function answerLeaseToBuildingAge(user: UserEvent) {
  await choose(user, /fixed-term lease/);
  await user.type(screen.getByLabelText('Length of the lease, in months'), '12');
  await user.click(next());
  await choose(user, 'No');
  await user.click(next());
  await choose(user, '5 years old or more');
  await user.click(next());
}
