import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs, makeAnswers } from '../../test/questionnaire-requests';

const DENIED = {
  code: 'FORM_ACCESS_DENIED',
  message: 'You do not have permission to update this form',
};

describe('form answers access', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let mallory: SignedInUser;
  let aliceFormId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
    mallory = await createSignedInUser(testApp, { email: 'mallory@example.com', isAdmin: true });
    const created = await injectAs(
      testApp,
      alice,
      'POST',
      '/api/formAnswer',
      makeAnswers(alice.user.id),
    );
    aliceFormId = created.json<{ id: string }>().id;
  });
  afterAll(() => testApp.close());

  it("refuses to read another user's form, even to an administrator", async () => {
    const response = await injectAs(testApp, mallory, 'GET', `/api/formAnswer/${aliceFormId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(DENIED);
  });

  it("refuses to update another user's form and leaves it unchanged", async () => {
    const response = await injectAs(
      testApp,
      mallory,
      'PATCH',
      `/api/formAnswer/${aliceFormId}`,
      makeAnswers(mallory.user.id, { userType: 'landlord' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(DENIED);
    const stored = await injectAs(testApp, alice, 'GET', `/api/formAnswer/${aliceFormId}`);
    expect(stored.json().answers.userType).toBe('tenant');
  });

  it("refuses an update of one's own form that names another userId", async () => {
    const response = await injectAs(
      testApp,
      alice,
      'PATCH',
      `/api/formAnswer/${aliceFormId}`,
      makeAnswers(mallory.user.id),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(DENIED);
  });

  it('refuses to create a form for another user', async () => {
    const response = await injectAs(
      testApp,
      mallory,
      'POST',
      '/api/formAnswer',
      makeAnswers(alice.user.id),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(DENIED);
    const current = await injectAs(testApp, alice, 'GET', '/api/formAnswer');
    expect(current.json().id).toBe(aliceFormId);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const calls = [
      ['GET', '/api/formAnswer', undefined],
      ['GET', `/api/formAnswer/${aliceFormId}`, undefined],
      ['POST', '/api/formAnswer', {}],
      ['PATCH', `/api/formAnswer/${aliceFormId}`, {}],
      ['POST', '/api/formAnswer/excluded-situation-feedback', {}],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await injectAs(testApp, null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('NO_ACCESS_TOKEN');
    }
  });

  it('answers 401 for an invalid token', async () => {
    const response = await testApp.app.inject({
      url: '/api/formAnswer',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });
});
