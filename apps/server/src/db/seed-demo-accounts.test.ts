import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../modules/idp/idp-passwords';
import { signIn } from '../test/signed-in-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';

describe('demo accounts', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const options = { passwords: createPasswordHasher('test'), clock: testApp.clock };
    await seedDemoAccounts(testApp.database.db, options);
    // Idempotent: a second start changes nothing.
    await seedDemoAccounts(testApp.database.db, options);
  });
  afterAll(() => testApp.close());

  it('signs in each demo account with a complete profile', async () => {
    const seen = [];
    for (const account of DEMO_ACCOUNTS) {
      const tokens = await signIn(testApp, account.email, DEMO_PASSWORD);
      const response = await testApp.app.inject({
        url: '/api/users',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      seen.push(response.json().user);
    }
    expect(seen).toEqual([
      expect.objectContaining({ name: 'Demo Tenant', role: 'user', isAdmin: false }),
      expect.objectContaining({ name: 'Demo Lawyer', role: 'lawyer', isLawyer: true }),
      expect.objectContaining({ name: 'Demo Admin', isAdmin: true }),
      ...['A', 'B', 'C'].map((letter) =>
        expect.objectContaining({ name: `Demo Lawyer ${letter}`, role: 'lawyer', isLawyer: true }),
      ),
    ]);
    for (const user of seen) {
      expect(user).toMatchObject({
        city: 'Montréal',
        ageGroup: '26-35',
        language: 'en',
        acceptedPolicies: true,
        status: 'CONFIRMED',
      });
    }
  });
});
