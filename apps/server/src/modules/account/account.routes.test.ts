import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, conversations } from '../../db/schema-chat';
import { idpRefreshTokens, idpUsers, users } from '../../db/schema-identity';
import { trackingEvents } from '../../db/schema-metrics';
import { auditLogs } from '../../db/schema-platform';
import {
  createConfirmedAccount,
  createSignedInUser,
  TEST_PASSWORD,
} from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account management', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: 10_000 } });
  });
  afterAll(() => testApp.close());

  async function seedConversation(userId: string) {
    const { db } = testApp.database;
    const [conversation] = await db
      .insert(conversations)
      .values({ userId, title: 'Bail' })
      .returning();
    await db.insert(advices).values({ conversationId: conversation!.id, userId, question: 'q' });
    await db.insert(trackingEvents).values({
      userId,
      category: 'page',
      action: 'view',
      occurredAt: testApp.clock.now(),
      receivedAt: testApp.clock.now(),
    });
  }

  it('needs a session', async () => {
    for (const url of ['/api/users/me', '/api/users/me/history']) {
      expect((await testApp.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    }
  });

  it('deletes my history only, and audits it', async () => {
    const me = await createSignedInUser(testApp, { email: 'history@example.com' });
    const other = await createSignedInUser(testApp, { email: 'keep@example.com' });
    await seedConversation(me.user.id);
    await seedConversation(other.user.id);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me/history',
      headers: me.headers,
    });
    expect(response.json()).toEqual({ deletedConversations: 1 });
    const { db } = testApp.database;
    expect(await db.select().from(advices).where(eq(advices.userId, me.user.id))).toEqual([]);
    expect(await db.select().from(advices).where(eq(advices.userId, other.user.id))).toHaveLength(
      1,
    );
    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'HISTORY_DELETED'));
    expect(entry).toMatchObject({ userId: me.user.id, entityId: me.user.id });
  });

  it('deletes my account: records, identity and sessions gone at once', async () => {
    const me = await createSignedInUser(testApp, { email: 'leaving@example.com' });
    await seedConversation(me.user.id);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(204);

    const { db } = testApp.database;
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(
      await db.select().from(idpUsers).where(eq(idpUsers.email, 'leaving@example.com')),
    ).toEqual([]);
    expect(
      await db.select().from(conversations).where(eq(conversations.userId, me.user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(trackingEvents).where(eq(trackingEvents.userId, me.user.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(idpRefreshTokens)
        .where(eq(idpRefreshTokens.userSub, me.user.providerId ?? '')),
    ).toEqual([]);

    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: me.headers,
    });
    expect(again.statusCode).toBe(401);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-in',
      payload: { email: 'leaving@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(404);
    const entries = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ACCOUNT_DELETED'), eq(auditLogs.entityId, me.user.id)));
    expect(entries).toHaveLength(1);
  });

  it('audits a sign-in lockout once, when the fifth failure locks the account', async () => {
    await createConfirmedAccount(testApp, { email: 'locked@example.com' });
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await testApp.app.inject({
        method: 'POST',
        url: '/idp/sign-in',
        payload: { email: 'locked@example.com', password: 'wrong-password-1' },
      });
    }
    const entries = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'SIGN_IN_LOCKOUT'));
    expect(entries).toEqual([
      expect.objectContaining({
        userId: null,
        entityType: 'ACCOUNT',
        entityId: 'locked@example.com',
      }),
    ]);
  });
});
