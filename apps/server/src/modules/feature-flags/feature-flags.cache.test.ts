import { featureFlagsResponseSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import { featureFlags } from '../../db/schema-platform';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 16 part 7: a signed-in GET /api/feature-flags reads nothing from the database once its
 * session and the flags are cached, and any change (whoever writes it) is seen at once.
 */
describe('GET /api/feature-flags from the in-process caches', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  let queries = 0;
  const getFlags = () =>
    testApp.app.inject({ method: 'GET', url: '/api/feature-flags', headers: user.headers });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    user = await createSignedInUser(testApp, { email: 'cached-flags@example.com' });
    // Counts the reads the drivers are asked to run (PGlite's client or the pg pool). Not the
    // session cache's read barrier on PostgreSQL: a NOTIFY marker, no table read (change-feed.ts).
    const client = testApp.database.client as unknown as { query: (...args: unknown[]) => unknown };
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('SELECT pg_notify(')) queries += 1;
      return query(...args);
    };
  });
  afterAll(() => testApp.close());

  it('answers repeated requests without a query', async () => {
    expect((await getFlags()).statusCode).toBe(200);
    queries = 0;
    for (let index = 0; index < 5; index += 1) expect((await getFlags()).statusCode).toBe(200);
    expect(queries).toBe(0);
  });

  it('sees a flag change and a suspension written straight to the database', async () => {
    const [flag] = await testApp.database.db.select().from(featureFlags).limit(1);
    await testApp.database.db
      .update(featureFlags)
      .set({ enabled: !flag!.enabled })
      .where(eq(featureFlags.name, flag!.name));
    // On PostgreSQL the change arrives on the LISTEN connection: any write request of ours
    // waits for it before answering (plugins/instances.ts), as the next client request would.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/validate-session', payload: {} });
    const flags = featureFlagsResponseSchema.parse((await getFlags()).json()).flags;
    expect(flags[flag!.name]?.enabled).toBe(!flag!.enabled);

    await testApp.database.db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(eq(users.id, user.user.id));
    await testApp.app.inject({ method: 'POST', url: '/api/auth/validate-session', payload: {} });
    const refused = await getFlags();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('USER_SUSPENDED');
  });
});
