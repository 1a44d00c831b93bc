import { legalExpertListResponseSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLawyerProfiles } from '../../db/seed-demo-lawyers';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/profiles', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await createSignedInUser(testApp, { email: 'experts@example.com' });
  });
  afterAll(() => testApp.close());

  const list = (query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/profiles${query}`, headers: user.headers });

  it('answers no experts when no profile exists (a fresh, non-demo database)', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('lists the demo profiles, best rated first, flagged as demos', async () => {
    expect(await seedDemoLawyerProfiles(testApp.database.db, testApp.clock.now())).toBe(3);
    expect(await seedDemoLawyerProfiles(testApp.database.db, testApp.clock.now())).toBe(0);
    const body = legalExpertListResponseSchema.parse((await list('?limit=5')).json());
    expect(body.items.map((item) => item.name)).toEqual([
      'Demo Lawyer A',
      'Demo Lawyer B',
      'Demo Lawyer C',
    ]);
    for (const item of body.items) {
      expect(item.isDemo).toBe(true);
      expect(item.description.startsWith('Demo profile —')).toBe(true);
    }
    const first = body.items[0]!;
    expect(first.fields_of_expertise.main_fields).toHaveLength(3);
    expect(first.fields_of_expertise.total_remaining_formatted).toMatch(/^\+1 (more|autre)$/);
    expect((await list('?limit=1')).json().items).toHaveLength(1);
  });

  it.each(['?limit=0', '?limit=21', '?limit=x'])('rejects %s with 400', async (query) => {
    expect((await list(query)).statusCode).toBe(400);
  });

  it('requires a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/profiles' });
    expect(response.statusCode).toBe(401);
  });
});
