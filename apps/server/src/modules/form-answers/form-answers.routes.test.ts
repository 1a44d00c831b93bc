import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { injectAs, makeAnswers } from '../../test/questionnaire-requests';

describe('form answers API', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
    bob = await createSignedInUser(testApp, { email: 'bob@example.com' });
  });
  afterAll(() => testApp.close());

  const readUserRow = async (id: string) => {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
    return row!;
  };

  it('answers null before any submission', async () => {
    const response = await injectAs(testApp, alice, 'GET', '/api/formAnswer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('creates a form, points the user at it and reads it back', async () => {
    const created = await injectAs(
      testApp,
      alice,
      'POST',
      '/api/formAnswer',
      makeAnswers(alice.user.id),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const current = await injectAs(testApp, alice, 'GET', '/api/formAnswer');
    expect(current.json()).toEqual({
      id,
      userId: alice.user.id,
      skipped: false,
      answers: {
        userType: 'tenant',
        excludedSituation: 'none',
        propertyOwnership: null,
        singleOwnership: null,
        spouseOwnership: null,
        leaseTermType: 'fixed-term',
        leaseDuration: 12,
        buildingType: 'none',
        buildingAgeUnder5: 'over-5',
        tenant65Over: false,
        additionalInfo: 'Heating broke in January.',
      },
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    const byId = await injectAs(testApp, alice, 'GET', `/api/formAnswer/${id}`);
    expect(byId.json()).toEqual(current.json());

    const row = await readUserRow(alice.user.id);
    expect(row).toMatchObject({ formAnswerId: id, hasFilledQuestionnaire: true });
    const me = await injectAs(testApp, alice, 'GET', '/api/users');
    expect(me.json().user).toMatchObject({ formAnswerId: id, hasFilledQuestionnaire: true });
  });

  it('keeps ownership answers for a landlord only and clears them otherwise', async () => {
    const landlord = makeAnswers(bob.user.id, {
      userType: 'landlord',
      propertyOwnership: true,
      singleOwnership: false,
      spouseOwnership: true,
    });
    const created = await injectAs(testApp, bob, 'POST', '/api/formAnswer', landlord);
    const { id } = created.json<{ id: string }>();
    const stored = await injectAs(testApp, bob, 'GET', `/api/formAnswer/${id}`);
    expect(stored.json().answers).toMatchObject({
      propertyOwnership: true,
      singleOwnership: false,
      spouseOwnership: true,
    });

    const asTenant = await injectAs(testApp, bob, 'PATCH', `/api/formAnswer/${id}`, {
      ...landlord,
      userType: 'tenant',
    });
    expect(asTenant.statusCode).toBe(200);
    expect(asTenant.json().answers).toMatchObject({
      propertyOwnership: null,
      singleOwnership: null,
      spouseOwnership: null,
    });
  });

  it('defaults tenant65Over to false on update, and keeps null on create', async () => {
    const { userId: _omit, tenant65Over: _unset, ...withoutAge } = makeAnswers(alice.user.id);
    const created = await injectAs(testApp, alice, 'POST', '/api/formAnswer', {
      ...withoutAge,
      userId: alice.user.id,
    });
    const { id } = created.json<{ id: string }>();
    const stored = await injectAs(testApp, alice, 'GET', `/api/formAnswer/${id}`);
    expect(stored.json().answers.tenant65Over).toBeNull();

    const updated = await injectAs(testApp, alice, 'PATCH', `/api/formAnswer/${id}`, withoutAge);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().answers.tenant65Over).toBe(false);
  });

  it('stores a skipped state and keeps the user columns in step', async () => {
    const carol = await createSignedInUser(testApp, { email: 'carol@example.com' });
    const created = await injectAs(testApp, carol, 'POST', '/api/formAnswer', {
      ...makeAnswers(carol.user.id),
      skipped: true,
    });
    const { id } = created.json<{ id: string }>();
    expect((await injectAs(testApp, carol, 'GET', '/api/formAnswer')).json()).toMatchObject({
      id,
      skipped: true,
    });
    expect(await readUserRow(carol.user.id)).toMatchObject({
      formAnswerId: id,
      hasFilledQuestionnaire: false,
    });

    const filled = await injectAs(
      testApp,
      carol,
      'PATCH',
      `/api/formAnswer/${id}`,
      makeAnswers(carol.user.id),
    );
    expect(filled.json().skipped).toBe(false);
    expect(await readUserRow(carol.user.id)).toMatchObject({ hasFilledQuestionnaire: true });

    // Skipping later (keeping the answers) does not take back that the user filled it in.
    const skipped = await injectAs(testApp, carol, 'PATCH', `/api/formAnswer/${id}`, {
      ...makeAnswers(carol.user.id),
      skipped: true,
    });
    expect(skipped.json().skipped).toBe(true);
    expect(await readUserRow(carol.user.id)).toMatchObject({
      formAnswerId: id,
      hasFilledQuestionnaire: true,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const read = await injectAs(testApp, alice, 'GET', `/api/formAnswer/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('NOT_FOUND');
      const update = await injectAs(
        testApp,
        alice,
        'PATCH',
        `/api/formAnswer/${id}`,
        makeAnswers(alice.user.id),
      );
      expect(update.statusCode).toBe(404);
    }
  });
});
