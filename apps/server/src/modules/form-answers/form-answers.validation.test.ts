import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs, makeAnswers } from '../../test/questionnaire-requests';

type Issue = { path: string; message: string };

describe('form answers validation (spec 01 §5)', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let formId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
    const created = await injectAs(
      testApp,
      alice,
      'POST',
      '/api/formAnswer',
      makeAnswers(alice.user.id),
    );
    formId = created.json<{ id: string }>().id;
  });
  afterAll(() => testApp.close());

  async function issuesOf(method: 'POST' | 'PATCH', payload: unknown): Promise<Issue[]> {
    const url = method === 'POST' ? '/api/formAnswer' : `/api/formAnswer/${formId}`;
    const response = await injectAs(testApp, alice, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    return response.json().error.details.issues as Issue[];
  }

  it('answers every required-field message of the spec at once', async () => {
    const issues = await issuesOf('POST', { userId: 'nope' });
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      userId: 'Invalid user ID',
      userType: 'User type is required',
      excludedSituation: 'Excluded situation is required',
      leaseTermType: 'Lease term type is required',
      buildingType: 'Building type is required',
      buildingAgeUnder5: 'Building age is required',
    });
  });

  it.each([
    ['userId', 'Invalid user ID', { userId: 'not-a-uuid' }],
    ['userType', 'User type is required', { userType: 'owner' }],
    ['excludedSituation', 'Excluded situation is required', { excludedSituation: '' }],
    ['leaseTermType', 'Lease term type is required', { leaseTermType: null }],
    ['buildingType', 'Building type is required', { buildingType: 'castle' }],
    ['buildingAgeUnder5', 'Building age is required', { buildingAgeUnder5: 'old' }],
  ])('rejects a bad %s with "%s"', async (path, message, change) => {
    const issues = await issuesOf('POST', makeAnswers(alice.user.id, change));
    expect(issues).toEqual([{ location: 'body', path, message }]);
  });

  it('reports the same messages on update', async () => {
    const issues = await issuesOf('PATCH', { userType: 'owner', leaseTermType: 'monthly' });
    expect(issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['User type is required', 'Lease term type is required']),
    );
  });

  it.each([
    [0, 'Lease duration must be at least 1 month'],
    [-3, 'Lease duration must be at least 1 month'],
    [1.5, 'Lease duration must be a whole number of months'],
    ['12', 'Lease duration must be a number of months'],
  ])('rejects a lease duration of %j', async (leaseDuration, message) => {
    const issues = await issuesOf('POST', makeAnswers(alice.user.id, { leaseDuration }));
    expect(issues).toEqual([{ location: 'body', path: 'leaseDuration', message }]);
  });

  it('allows a duration only for a fixed-term lease', async () => {
    const issues = await issuesOf(
      'POST',
      makeAnswers(alice.user.id, { leaseTermType: 'undetermined', leaseDuration: 12 }),
    );
    expect(issues).toEqual([
      {
        location: 'body',
        path: 'leaseDuration',
        message: 'Lease duration is only allowed for a fixed-term lease',
      },
    ]);
    const patchIssues = await issuesOf(
      'PATCH',
      makeAnswers(alice.user.id, { leaseTermType: 'undetermined', leaseDuration: 3 }),
    );
    expect(patchIssues.map((issue) => issue.path)).toEqual(['leaseDuration']);
  });

  it('accepts an undetermined lease without a duration, or with a null one', async () => {
    for (const leaseDuration of [undefined, null]) {
      const response = await injectAs(
        testApp,
        alice,
        'POST',
        '/api/formAnswer',
        makeAnswers(alice.user.id, { leaseTermType: 'undetermined', leaseDuration }),
      );
      expect(response.statusCode).toBe(201);
    }
  });

  it('accepts tenant65Over true, false or null and nothing else', async () => {
    for (const tenant65Over of [true, false, null]) {
      const response = await injectAs(
        testApp,
        alice,
        'POST',
        '/api/formAnswer',
        makeAnswers(alice.user.id, { tenant65Over }),
      );
      expect(response.statusCode).toBe(201);
    }
    const issues = await issuesOf('POST', makeAnswers(alice.user.id, { tenant65Over: 'yes' }));
    expect(issues.map((issue) => issue.path)).toEqual(['tenant65Over']);
  });
});
