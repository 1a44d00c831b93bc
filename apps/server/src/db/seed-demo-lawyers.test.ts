import {
  legalExpertListResponseSchema,
  lawyerProfileListSchema,
  outboxResponseSchema,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../modules/idp/idp-passwords';
import { openDirectConversation } from '../test/marketplace-requests';
import { signIn } from '../test/signed-in-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { lawyerProfiles } from './schema-marketplace';
import { DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';
import { DEMO_LAWYER_PROFILES, seedDemoLawyerProfiles } from './seed-demo-lawyers';

describe('demo lawyers', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const seedAccounts = () =>
    seedDemoAccounts(testApp.database.db, {
      passwords: createPasswordHasher('test'),
      clock: testApp.clock,
    });

  async function signInDemo(email: string) {
    const tokens = await signIn(testApp, email, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const user = (await testApp.app.inject({ url: '/api/users', headers })).json().user;
    return { email, password: DEMO_PASSWORD, tokens, user, headers };
  }

  it('gives every demo profile an account that a quote reaches, by email to the outbox', async () => {
    await seedAccounts();
    expect(await seedDemoLawyerProfiles(testApp.database.db, testApp.clock.now())).toBe(4);
    // Idempotent: a second start adds nothing.
    expect(await seedDemoLawyerProfiles(testApp.database.db, testApp.clock.now())).toBe(0);
    const tenant = await signInDemo('tenant@demo.local');
    const listed = lawyerProfileListSchema.parse(
      (await testApp.app.inject({ url: '/api/profiles?limit=50', headers: tenant.headers })).json(),
    ).items;
    expect(listed).toHaveLength(DEMO_LAWYER_PROFILES.length);
    const panel = legalExpertListResponseSchema.parse(
      (
        await testApp.app.inject({
          url: '/api/profiles/matching?limit=10',
          headers: tenant.headers,
        })
      ).json(),
    ).items;
    expect(panel.map((expert) => expert.acceptsQuotes)).toEqual(panel.map(() => true));
    for (const profile of listed) {
      expect(profile).toMatchObject({ isDemo: true, acceptsQuotes: true, barreauNumber: null });
      expect(profile.description.startsWith('Demo profile —')).toBe(true);
      expect(profile.rating).toEqual({ score: 0, total_ratings: 0 });
      const conversation = await openDirectConversation(testApp, tenant, {
        receiverId: profile.userId,
        quote: { shareSummary: false },
      });
      expect(conversation.lawyerProfileId).toBe(profile.id);
      const email = DEMO_LAWYER_PROFILES.find((demo) => demo.name === profile.name)?.email;
      const outbox = outboxResponseSchema.parse(
        (await testApp.app.inject({ url: `/dev/outbox?to=${email}` })).json(),
      ).messages;
      expect(outbox.map((message) => message.text).join('\n')).toContain(conversation.id);
    }
  });

  it('links a demo profile left without an account by an earlier seed, without a duplicate', async () => {
    const now = testApp.clock.now();
    await testApp.database.db.insert(lawyerProfiles).values({
      name: 'Demo Lawyer B',
      city: 'Québec',
      locationFormatted: 'Québec, QC, Canada',
      description: 'Demo profile — old seed',
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    });
    await seedAccounts();
    await seedDemoLawyerProfiles(testApp.database.db, now);
    const rows = await testApp.database.db
      .select()
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.name, 'Demo Lawyer B'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toEqual(expect.any(String));
  });

  it('seeds no profile that nobody could be asked for a quote through', async () => {
    expect(await seedDemoLawyerProfiles(testApp.database.db, testApp.clock.now())).toBe(0);
    expect(await testApp.database.db.select().from(lawyerProfiles)).toEqual([]);
  });
});
