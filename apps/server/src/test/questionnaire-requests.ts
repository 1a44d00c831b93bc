import type { SignedInUser } from './signed-in-user';
import type { TestApp } from './test-app';

/** A complete tenant answer set, as the wizard posts it. */
export function makeAnswers(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    userType: 'tenant',
    excludedSituation: 'none',
    leaseTermType: 'fixed-term',
    leaseDuration: 12,
    buildingType: 'none',
    buildingAgeUnder5: 'over-5',
    tenant65Over: false,
    additionalInfo: 'Heating broke in January.',
    ...overrides,
  };
}

export function injectAs(
  testApp: TestApp,
  who: SignedInUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? who.headers : {},
  });
}
