import { FEATURE_FLAG_NAMES, featureFlagsResponseSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../db/schema-platform';
import { FEATURE_FLAG_DESCRIPTIONS } from '../../db/seed';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/feature-flags', () => {
  let testApp: TestApp;
  let signedIn: SignedInUser;
  const getFlags = () =>
    testApp.app.inject({ method: 'GET', url: '/api/feature-flags', headers: signedIn.headers });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    signedIn = await createSignedInUser(testApp, { email: 'flags@example.com' });
  });
  afterAll(() => testApp.close());

  it('needs a session, with the spec message when no token is sent', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feature-flags' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'FEATURE_FLAGS_SESSION_REQUIRED',
        message: 'User session is required to fetch feature flags.',
      },
    });
  });

  it('refuses an invalid token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it('returns every seeded flag by name with enabled and description', async () => {
    const response = await getFlags();
    expect(response.statusCode).toBe(200);
    const body = featureFlagsResponseSchema.parse(response.json());
    expect(Object.keys(body.flags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(body.flags.MARKETPLACE).toEqual({
      enabled: true,
      description: FEATURE_FLAG_DESCRIPTIONS.MARKETPLACE,
    });
  });

  it('reflects the stored state of each flag', async () => {
    await testApp.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.name, 'FORMAL_NOTICE'));
    const response = await getFlags();
    const body = featureFlagsResponseSchema.parse(response.json());
    expect(body.flags.FORMAL_NOTICE?.enabled).toBe(false);
    expect(body.flags.AI_TOOLS?.enabled).toBe(true);
  });

  it('returns an empty map when no flag exists', async () => {
    await testApp.database.db.delete(featureFlags);
    const response = await getFlags();
    expect(response.json()).toEqual({ flags: {} });
  });
});
