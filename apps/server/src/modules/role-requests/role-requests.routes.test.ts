import {
  adminLawyerRoleRequestListResponseSchema,
  adminLawyerRoleRequestResponseSchema,
  lawyerRoleRequestResponseSchema,
  loginResponseSchema,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { TEST_NOW, createTestApp, type TestApp } from '../../test/test-app';

describe('lawyer role: asked by the user, granted by an administrator', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let lawyer: SignedInUser;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who?: SignedInUser,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const readUser = async (who: SignedInUser) =>
    loginResponseSchema.parse((await call('GET', '/api/users', who)).json()).user;
  const readOwnRequest = async (who: SignedInUser) =>
    lawyerRoleRequestResponseSchema.parse(
      (await call('GET', '/api/users/lawyer-role-request', who)).json(),
    ).request;
  const listPending = async () =>
    adminLawyerRoleRequestListResponseSchema.parse(
      (await call('GET', '/api/admin/role-requests', admin)).json(),
    ).items;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    lawyer = await createSignedInUser(testApp, { email: 'lawyer@example.com', role: 'lawyer' });
  });
  afterAll(() => testApp.close());

  it('a user cannot make themselves a lawyer: PATCH role lawyer files a request instead', async () => {
    const carol = await createSignedInUser(testApp, { email: 'carol@example.com', name: 'Carol' });
    const response = await call('PATCH', `/api/users/${carol.user.id}`, carol, {
      role: 'lawyer',
      city: 'Laval',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'user', isLawyer: false, city: 'Laval' });
    expect(await readUser(carol)).toMatchObject({ role: 'user', isLawyer: false });
    // Lawyer-only data stays closed to her.
    expect(await readOwnRequest(carol)).toMatchObject({
      userId: carol.user.id,
      status: 'pending',
      requestedAt: TEST_NOW.toISOString(),
      decidedAt: null,
      decidedBy: null,
    });
    // Saving the profile again does not file a second request.
    await call('PATCH', `/api/users/${carol.user.id}`, carol, { role: 'lawyer' });
    expect((await listPending()).filter((item) => item.userId === carol.user.id)).toHaveLength(1);
  });

  it('request, then an administrator approves: the user is a lawyer', async () => {
    const dan = await createSignedInUser(testApp, { email: 'dan@example.com', name: 'Dan' });
    const filed = await call('POST', '/api/users/lawyer-role-request', dan);
    expect(filed.statusCode).toBe(201);
    const { request } = lawyerRoleRequestResponseSchema.parse(filed.json());
    const again = await call('POST', '/api/users/lawyer-role-request', dan);
    expect(again.statusCode).toBe(200);
    expect(again.json().request.id).toBe(request!.id);

    const pending = (await listPending()).find((item) => item.id === request!.id);
    expect(pending).toMatchObject({
      status: 'pending',
      user: { id: dan.user.id, email: 'dan@example.com', name: 'Dan', role: 'user' },
    });

    testApp.clock.advance(60);
    const approved = await call('POST', `/api/admin/role-requests/${request!.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(adminLawyerRoleRequestResponseSchema.parse(approved.json()).request).toMatchObject({
      id: request!.id,
      status: 'approved',
      decidedBy: admin.user.id,
      decidedAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
      user: { id: dan.user.id, role: 'lawyer' },
    });
    expect(await readUser(dan)).toMatchObject({ role: 'lawyer', isLawyer: true });
    expect(await readOwnRequest(dan)).toMatchObject({ status: 'approved' });
    expect((await listPending()).map((item) => item.id)).not.toContain(request!.id);

    // A decision is final; a lawyer has nothing left to ask for.
    const twice = await call('POST', `/api/admin/role-requests/${request!.id}/reject`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ROLE_REQUEST_ALREADY_DECIDED');
    expect((await readUser(dan)).role).toBe('lawyer');
    const more = await call('POST', '/api/users/lawyer-role-request', dan);
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('ROLE_ALREADY_GRANTED');
  });

  it('a rejected request leaves the role alone, and the user may ask again', async () => {
    const eve = await createSignedInUser(testApp, { email: 'eve@example.com' });
    const { request } = (await call('POST', '/api/users/lawyer-role-request', eve)).json();
    const rejected = await call('POST', `/api/admin/role-requests/${request.id}/reject`, admin);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().request).toMatchObject({ status: 'rejected', decidedBy: admin.user.id });
    expect(await readUser(eve)).toMatchObject({ role: 'user', isLawyer: false });
    const rejectedList = await call('GET', '/api/admin/role-requests?status=rejected', admin);
    expect(rejectedList.json().items.map((item: { id: string }) => item.id)).toContain(request.id);
    const anew = await call('POST', '/api/users/lawyer-role-request', eve);
    expect(anew.statusCode).toBe(201);
    expect(anew.json().request.id).not.toBe(request.id);
  });

  it('only an administrator lists or decides: 403 for users and lawyers, 401 anonymous', async () => {
    const frank = await createSignedInUser(testApp, { email: 'frank@example.com' });
    const { request } = (await call('POST', '/api/users/lawyer-role-request', frank)).json();
    for (const url of [
      `/api/admin/role-requests/${request.id}/approve`,
      `/api/admin/role-requests/${request.id}/reject`,
    ]) {
      for (const who of [frank, lawyer]) {
        const refused = await call('POST', url, who);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('ADMIN_REQUIRED');
      }
      const anonymous = await call('POST', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('NO_ACCESS_TOKEN');
    }
    expect((await call('GET', '/api/admin/role-requests', frank)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/role-requests')).statusCode).toBe(401);
    expect((await call('POST', '/api/users/lawyer-role-request')).statusCode).toBe(401);
    expect(await readUser(frank)).toMatchObject({ role: 'user' });
    expect(await readOwnRequest(frank)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for an unknown request and 400 for an unknown status filter', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call('POST', `/api/admin/role-requests/${id}/approve`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ROLE_REQUEST_NOT_FOUND');
    }
    const bad = await call('GET', '/api/admin/role-requests?status=granted', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('an administrator may still set the role directly, and a lawyer may step down', async () => {
    const gina = await createSignedInUser(testApp, { email: 'gina@example.com' });
    const granted = await call('PATCH', `/api/users/${gina.user.id}`, admin, { role: 'lawyer' });
    expect(granted.json().user).toMatchObject({ role: 'lawyer', isLawyer: true });
    const down = await call('PATCH', `/api/users/${gina.user.id}`, gina, { role: 'user' });
    expect(down.json().user).toMatchObject({ role: 'user', isLawyer: false });
    expect(await readOwnRequest(gina)).toBeNull();
  });
});
