import { FEATURE_FLAG_NAMES, featureFlagsResponseSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../db/schema';
import { FEATURE_FLAG_DESCRIPTIONS } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/feature-flags', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
  });
  afterAll(() => testApp.close());

  it('returns every seeded flag by name with enabled and description', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feature-flags' });
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
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feature-flags' });
    const body = featureFlagsResponseSchema.parse(response.json());
    expect(body.flags.FORMAL_NOTICE?.enabled).toBe(false);
    expect(body.flags.AI_TOOLS?.enabled).toBe(true);
  });

  it('returns an empty map when no flag exists', async () => {
    await testApp.database.db.delete(featureFlags);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feature-flags' });
    expect(response.json()).toEqual({ flags: {} });
  });
});
