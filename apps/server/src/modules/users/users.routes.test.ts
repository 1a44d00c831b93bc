import { signUpResponseSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerRoleRequests } from '../../db/schema-identity';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('users API', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let admin: SignedInUser;
  const patch = (id: string, payload: unknown, who: SignedInUser) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      payload: payload as object,
      headers: who.headers,
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com', name: 'Alice' });
    bob = await createSignedInUser(testApp, { email: 'bob@example.com', role: 'lawyer' });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
  });
  afterAll(() => testApp.close());

  it('returns the current user', async () => {
    const response = await testApp.app.inject({ url: '/api/users', headers: bob.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: bob.user.id,
      role: 'lawyer',
      isLawyer: true,
      isAdmin: false,
    });
  });

  it('updates the own profile, saving empty city and ageGroup as na', async () => {
    const response = await patch(
      alice.user.id,
      { city: 'Québec', ageGroup: '26-35', language: 'en', acceptedPolicies: true },
      alice,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      city: 'Québec',
      ageGroup: '26-35',
      language: 'en',
      acceptedPolicies: true,
    });
    const emptied = await patch(alice.user.id, { city: '  ', ageGroup: '' }, alice);
    expect(emptied.json().user).toMatchObject({ city: 'na', ageGroup: 'na' });
    // The lawyer role is granted by an administrator (role-requests): asking leaves it as is.
    const lawyer = await patch(alice.user.id, { role: 'lawyer' }, alice);
    expect(lawyer.json().user).toMatchObject({ role: 'user', isLawyer: false });
  });

  it('never lets PATCH set isAdmin or status', async () => {
    const response = await patch(
      alice.user.id,
      { city: 'Laval', isAdmin: true, status: 'CONFIRMED' },
      alice,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAdmin).toBe(false);
    const onlyAdmin = await patch(alice.user.id, { isAdmin: true }, alice);
    expect(onlyAdmin.statusCode).toBe(400);
    expect(onlyAdmin.json().error.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another user's record, existing or not", async () => {
    const other = await patch(bob.user.id, { city: 'Hacked' }, alice);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    const missing = await patch('00000000-0000-4000-8000-000000000000', { city: 'X' }, alice);
    expect(missing.json()).toEqual(other.json());
    const bobNow = await testApp.app.inject({ url: '/api/users', headers: bob.headers });
    expect(bobNow.json().user.city).toBe('Unknown');
  });

  it('lets an admin update anyone, but 404 for unknown ids', async () => {
    const response = await patch(bob.user.id, { city: 'Sherbrooke', role: 'user' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: bob.user.id, city: 'Sherbrooke' });
    const missing = await patch('00000000-0000-4000-8000-000000000000', { city: 'X' }, admin);
    expect(missing.statusCode).toBe(404);
    const notUuid = await patch('not-a-uuid', { city: 'X' }, admin);
    expect(notUuid.statusCode).toBe(404);
  });

  it('rejects invalid bodies with 400, never 500', async () => {
    const cases = [
      {},
      { ageGroup: '12-17' },
      { language: 'de' },
      { role: 'admin' },
      { acceptedPolicies: 'yes' },
      { city: 'x'.repeat(101) },
    ];
    for (const payload of cases) {
      const response = await patch(alice.user.id, payload, alice);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('registers the record of an existing identity (public, idempotent)', async () => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-up',
      payload: { email: 'new@example.com', password: TEST_PASSWORD, name: 'Newcomer' },
    });
    const { userSub } = signUpResponseSchema.parse(signUp.json());
    const register = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/users', payload });
    const body = { id: userSub, email: 'new@example.com', name: 'Newcomer', role: 'lawyer' };
    const created = await register(body);
    expect(created.statusCode).toBe(201);
    // Registering as a lawyer asks for the role; it is not granted.
    expect(created.json().user).toMatchObject({
      providerId: userSub,
      role: 'user',
      isLawyer: false,
      status: 'UNCONFIRMED',
      isAdmin: false,
    });
    const [request] = await testApp.database.db
      .select()
      .from(lawyerRoleRequests)
      .where(eq(lawyerRoleRequests.userId, created.json().user.id));
    expect(request).toMatchObject({ status: 'pending', decidedBy: null });
    const again = await register({ ...body, role: 'user', isAdmin: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toEqual(created.json().user);
    for (const wrong of [
      { ...body, email: 'other@example.com' },
      { ...body, id: '00000000-0000-4000-8000-000000000000' },
      { ...body, id: 'not-a-uuid' },
    ]) {
      const response = await register(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('REGISTRATION_FAILED');
    }
  });

  it('guards admin routes with requireAdmin: 403 ADMIN_REQUIRED for others', async () => {
    const local = await createTestApp({
      routes: (app) => {
        app.get('/api/test-admin-only', { onRequest: app.requireAdmin }, () => ({ ok: true }));
      },
    });
    try {
      const user = await createSignedInUser(local, { email: 'user@example.com' });
      const chief = await createSignedInUser(local, { email: 'chief@example.com', isAdmin: true });
      const get = (headers?: Record<string, string>) =>
        local.app.inject({ url: '/api/test-admin-only', ...(headers ? { headers } : {}) });
      expect((await get()).json().error.code).toBe('NO_ACCESS_TOKEN');
      const refused = await get(user.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'ADMIN_REQUIRED',
        message: 'Unauthorized: Admin access required',
      });
      expect((await get(chief.headers)).json()).toEqual({ ok: true });
    } finally {
      await local.close();
    }
  });
});
