import {
  adminChatHistoryResponseSchema,
  adminOverviewSchema,
  adminUserListSchema,
  auditLogListSchema,
} from '@lexlogis/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, conversations } from '../../db/schema-chat';
import { users } from '../../db/schema-identity';
import { auditLogs } from '../../db/schema-platform';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

const ADMIN_ROUTES: {
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users/:id' },
  { method: 'PUT', url: '/api/admin/users/:id', payload: { city: 'Laval' } },
  { method: 'PATCH', url: '/api/admin/users/:id', payload: {} },
  { method: 'GET', url: '/api/admin/users/:id/chat-history' },
  { method: 'DELETE', url: '/api/admin/users/:id/chat-history' },
  { method: 'GET', url: '/api/admin/audit-logs' },
  { method: 'GET', url: '/api/admin/flagged-responses' },
  { method: 'PATCH', url: '/api/admin/flagged-responses/:id', payload: { reviewed: true } },
];

describe('admin routes', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let lawyer: SignedInUser;

  const inject = (method: string, url: string, who: SignedInUser | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const listAudit = () => testApp.database.db.select().from(auditLogs).orderBy(auditLogs.timestamp);

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: 10_000 } });
    admin = await createSignedInUser(testApp, {
      email: 'admin@example.com',
      name: 'Zoe Admin',
      isAdmin: true,
    });
    member = await createSignedInUser(testApp, {
      email: 'member@example.com',
      name: 'Alice Member',
    });
    lawyer = await createSignedInUser(testApp, {
      email: 'lawyer@example.com',
      name: 'Bruno Lawyer',
      role: 'lawyer',
    });
  });
  afterAll(() => testApp.close());

  describe.each(ADMIN_ROUTES)('$method $url', ({ method, url, payload }) => {
    const target = () => url.replace(':id', member.user.id);
    it('refuses anonymous callers (401), users and lawyers (403 ADMIN_REQUIRED)', async () => {
      const anonymous = await inject(method, target(), null, payload);
      expect(anonymous.statusCode).toBe(401);
      for (const who of [member, lawyer]) {
        const response = await inject(method, target(), who, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('ADMIN_REQUIRED');
      }
    });
  });

  it('answers admins on every read route', async () => {
    const overview = await inject('GET', '/api/admin/overview', admin);
    expect(overview.statusCode).toBe(200);
    const body = adminOverviewSchema.parse(overview.json());
    expect(body.stats.totalUsers).toBe(3);
    expect(body.stats.totalRevenue).toBeNull();
    expect(body.systemHealth.status).toBe('healthy');
    expect(body.systemHealth.databaseLatencyMs).not.toBeNull();
  });

  it('lists users by name ascending, searches name or email, and paginates', async () => {
    const all = adminUserListSchema.parse((await inject('GET', '/api/admin/users', admin)).json());
    expect(all.items.map((user) => user.name)).toEqual([
      'Alice Member',
      'Bruno Lawyer',
      'Zoe Admin',
    ]);
    const byEmail = adminUserListSchema.parse(
      (await inject('GET', '/api/admin/users?search=LAWYER@', admin)).json(),
    );
    expect(byEmail.items.map((user) => user.email)).toEqual(['lawyer@example.com']);
    const page = adminUserListSchema.parse(
      (await inject('GET', '/api/admin/users?limit=1&page=2', admin)).json(),
    );
    expect(page.items.map((user) => user.name)).toEqual(['Bruno Lawyer']);
    expect(page.meta).toEqual({ total: 3, page: 2, limit: 1, totalPages: 3 });
    expect((await inject('GET', '/api/admin/users?limit=0', admin)).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/users/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('audits the reading of a chat history in the same request', async () => {
    const [conversation] = await testApp.database.db
      .insert(conversations)
      .values({ userId: member.user.id, title: 'Bail' })
      .returning();
    await testApp.database.db.insert(advices).values({
      conversationId: conversation!.id,
      userId: member.user.id,
      question: 'Can my landlord raise the rent?',
      answer: 'Only as the law allows.',
      status: 'ready',
    });
    const response = await inject('GET', `/api/admin/users/${member.user.id}/chat-history`, admin);
    const body = adminChatHistoryResponseSchema.parse(response.json());
    expect(body.items.map((item) => [item.role, item.content])).toEqual([
      ['user', 'Can my landlord raise the rent?'],
      ['assistant', 'Only as the law allows.'],
    ]);
    const entry = (await listAudit()).find((row) => row.action === 'CHAT_HISTORY_READ');
    expect(entry).toMatchObject({
      userId: admin.user.id,
      entityType: 'USER',
      entityId: member.user.id,
    });
  });

  it('suspends a user whose open session is refused at once, and audits it', async () => {
    expect((await inject('GET', '/api/users', member)).statusCode).toBe(200);
    const response = await inject('PATCH', `/api/admin/users/${member.user.id}`, admin, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().user.status).toBe('SUSPENDED');

    const refused = await inject('GET', '/api/users', member);
    expect(refused.statusCode).toBe(401);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/idp/refresh',
      payload: { refreshToken: member.tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const entry = (await listAudit()).find((row) => row.action === 'USER_SUSPENDED');
    expect(entry).toMatchObject({
      userId: admin.user.id,
      entityId: member.user.id,
      details: { status: { from: 'CONFIRMED', to: 'SUSPENDED' } },
    });

    const reenabled = await inject('PATCH', `/api/admin/users/${member.user.id}`, admin, {
      status: 'CONFIRMED',
    });
    expect(reenabled.json().user.status).toBe('CONFIRMED');
  });

  it('refuses self-suspension and self-demotion, leaving no audit entry', async () => {
    const before = (await listAudit()).length;
    const suspend = await inject('PATCH', `/api/admin/users/${admin.user.id}`, admin, {});
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().error.code).toBe('ADMIN_SELF_CHANGE');
    const demote = await inject('PUT', `/api/admin/users/${admin.user.id}`, admin, {
      isAdmin: false,
    });
    expect(demote.json().error.code).toBe('ADMIN_SELF_CHANGE');
    expect(await listAudit()).toHaveLength(before);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ isAdmin: true, status: 'CONFIRMED' });
  });

  it('keeps the last admin: demoting another admin works only while one remains', async () => {
    const second = await createSignedInUser(testApp, {
      email: 'second@example.com',
      isAdmin: true,
    });
    const demote = await inject('PUT', `/api/admin/users/${second.user.id}`, admin, {
      isAdmin: false,
    });
    expect(demote.statusCode).toBe(200);
    expect((await listAudit()).at(-1)).toMatchObject({
      action: 'USER_ROLE_CHANGED',
      details: { isAdmin: { from: true, to: false } },
    });
    // The caller is now the only admin; deleting their own account would leave none.
    const deletion = await inject('DELETE', '/api/users/me', admin);
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().error.code).toBe('LAST_ADMIN');
  });

  it('rolls the change back when its audit entry cannot be written (one transaction)', async () => {
    const { db } = testApp.database;
    await db.execute(sql`create function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused'; end $$`);
    await db.execute(sql`create trigger refuse_audit before insert on audit_logs
      for each row execute function refuse_audit()`);
    try {
      const response = await inject('PUT', `/api/admin/users/${lawyer.user.id}`, admin, {
        city: 'Gatineau',
      });
      expect(response.statusCode).toBe(500);
      const [row] = await db.select().from(users).where(eq(users.id, lawyer.user.id));
      expect(row?.city).not.toBe('Gatineau');
    } finally {
      await db.execute(sql`drop trigger refuse_audit on audit_logs`);
      await db.execute(sql`drop function refuse_audit()`);
    }
  });

  it('filters the audit log, 12 per page, newest first', async () => {
    const base = new Date('2025-01-01T00:00:00Z').getTime();
    await testApp.database.db.insert(auditLogs).values(
      Array.from({ length: 14 }, (_, index) => ({
        timestamp: new Date(base + index * 60_000),
        userId: admin.user.id,
        entityType: 'TEST',
        entityId: `item-${index}`,
        action: index % 2 === 0 ? 'EVEN' : 'ODD',
      })),
    );
    const page = auditLogListSchema.parse(
      (await inject('GET', '/api/admin/audit-logs?entityType=TEST', admin)).json(),
    );
    expect(page.items).toHaveLength(12);
    expect(page.meta.total).toBe(14);
    expect(page.items[0]?.entityId).toBe('item-13');
    const odd = auditLogListSchema.parse(
      (
        await inject(
          'GET',
          '/api/admin/audit-logs?entityType=TEST&action=ODD&searchQuery=item-1',
          admin,
        )
      ).json(),
    );
    expect(odd.items.map((item) => item.entityId)).toEqual(['item-13', 'item-11', 'item-1']);
    const ranged = auditLogListSchema.parse(
      (
        await inject(
          'GET',
          '/api/admin/audit-logs?entityType=TEST&startDate=2025-01-01T00:10:00Z&endDate=2025-01-01T00:11:00Z',
          admin,
        )
      ).json(),
    );
    expect(ranged.items.map((item) => item.entityId)).toEqual(['item-11', 'item-10']);
    const bad = await inject(
      'GET',
      '/api/admin/audit-logs?startDate=2025-02-01&endDate=2025-01-01',
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/audit-logs?sortField=nope', admin)).statusCode).toBe(
      400,
    );
  });

  it('has no route that updates or deletes audit entries', () => {
    const routes = testApp.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/audit-logs.*\((PUT|PATCH|DELETE)/);
    expect(routes).toMatch(/audit-logs \(GET, HEAD\)/);
  });
});
