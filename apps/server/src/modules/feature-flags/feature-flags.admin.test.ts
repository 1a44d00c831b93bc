import { featureFlagsResponseSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema-platform';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('admin feature-flag writes', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let lawyer: SignedInUser;

  const call = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: SignedInUser | null,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const readFlags = async () =>
    featureFlagsResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/feature-flags',
          headers: member.headers,
        })
      ).json(),
    ).flags;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createSignedInUser(testApp, { email: 'flag-admin@example.com', isAdmin: true });
    member = await createSignedInUser(testApp, { email: 'flag-user@example.com' });
    lawyer = await createSignedInUser(testApp, {
      email: 'flag-lawyer@example.com',
      role: 'lawyer',
    });
  });
  afterAll(() => testApp.close());

  it('has every flag on from the migration alone (no seed)', async () => {
    const flags = await readFlags();
    expect(flags.CHAT_SOURCES_LAWS?.enabled).toBe(true);
    expect(flags.MARKETPLACE?.enabled).toBe(true);
  });

  it.each([
    ['POST', '/api/admin/feature-flags', { name: 'NEW_FLAG' }],
    ['PATCH', '/api/admin/feature-flags/AI_TOOLS', { enabled: false }],
    ['DELETE', '/api/admin/feature-flags/AI_TOOLS', undefined],
  ] as const)(
    '%s %s: 401 anonymous, 403 ADMIN_REQUIRED for user and lawyer',
    async (method, url, payload) => {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      for (const who of [member, lawyer]) {
        const response = await call(method, url, who, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('ADMIN_REQUIRED');
      }
      expect((await readFlags()).AI_TOOLS?.enabled).toBe(true);
    },
  );

  it('creates, updates and deletes by name, each change audited', async () => {
    const created = await call('POST', '/api/admin/feature-flags', admin, {
      name: 'BETA_SCREEN',
      description: 'A screen in test',
      enabled: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      flag: { name: 'BETA_SCREEN', description: 'A screen in test', enabled: true },
    });
    const duplicate = await call('POST', '/api/admin/feature-flags', admin, {
      name: 'BETA_SCREEN',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('FEATURE_FLAG_EXISTS');

    const updated = await call('PATCH', '/api/admin/feature-flags/BETA_SCREEN', admin, {
      enabled: false,
    });
    expect(updated.json().flag.enabled).toBe(false);
    expect((await readFlags()).BETA_SCREEN?.enabled).toBe(false);

    expect((await call('DELETE', '/api/admin/feature-flags/BETA_SCREEN', admin)).statusCode).toBe(
      200,
    );
    expect((await readFlags()).BETA_SCREEN).toBeUndefined();
    const missing = await call('PATCH', '/api/admin/feature-flags/BETA_SCREEN', admin, {
      enabled: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('FEATURE_FLAG_NOT_FOUND');

    const entries = await testApp.database.db.select().from(auditLogs).orderBy(auditLogs.timestamp);
    expect(
      entries.filter((row) => row.entityId === 'BETA_SCREEN').map((row) => row.action),
    ).toEqual(['FEATURE_FLAG_CREATED', 'FEATURE_FLAG_UPDATED', 'FEATURE_FLAG_DELETED']);
    expect(entries.every((row) => row.userId === admin.user.id)).toBe(true);
  });

  it('refuses bad names and bodies with 400', async () => {
    expect(
      (await call('POST', '/api/admin/feature-flags', admin, { name: 'lower case' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/feature-flags/AI_TOOLS', admin, { enabled: 'yes' }))
        .statusCode,
    ).toBe(400);
  });
});
