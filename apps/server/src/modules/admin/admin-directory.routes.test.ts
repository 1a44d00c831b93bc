import {
  ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS,
  adminDirectConversationDetailSchema,
  adminDirectConversationListSchema,
  adminLawyerDetailSchema,
  adminLawyerListSchema,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerProfiles } from '../../db/schema-marketplace';
import { auditLogs } from '../../db/schema-platform';
import {
  createLawyerWithProfile,
  openDirectConversation,
  sendDirectMessage,
  type TestLawyer,
} from '../../test/marketplace-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONVERSATION_READ_ACTION } from './admin-directory.service';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin lawyer directory and one-to-one conversations', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let tenant: SignedInUser;
  let lawyer: TestLawyer;
  let demoProfileId: string;
  let conversationId: string;

  const inject = (url: string, who: SignedInUser | null) =>
    testApp.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const readAudits = () =>
    testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, CONVERSATION_READ_ACTION));

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: 10_000 } });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com', name: 'Tina' });
    lawyer = await createLawyerWithProfile(testApp, 'lawyer@example.com', {
      name: 'Me Béatrice Avocate',
      city: 'Montréal',
      areasOfLaw: ['rent'],
    });
    const [demo] = await testApp.database.db
      .insert(lawyerProfiles)
      .values({ name: 'Demo Expert', city: 'Québec', isDemo: true })
      .returning();
    demoProfileId = demo!.id;
    const conversation = await openDirectConversation(testApp, tenant, {
      receiverId: lawyer.user.id,
    });
    conversationId = conversation.id;
    for (const [from, text] of [
      [tenant, 'My heating is broken'],
      [lawyer, 'Write to your landlord first'],
    ] as const) {
      testApp.clock.advance(1);
      const sent = await sendDirectMessage(testApp, from, conversationId, text);
      expect(sent.statusCode).toBe(201);
    }
    const rated = await testApp.app.inject({
      method: 'POST',
      url: `/api/profile/${lawyer.profile.id}/ratings`,
      headers: tenant.headers,
      payload: { score: 4, comment: 'Clear' },
    });
    expect(rated.statusCode).toBe(201);
  });
  afterAll(() => testApp.close());

  describe.each([
    '/api/admin/lawyers',
    '/api/admin/lawyers/:profile',
    '/api/admin/chat/conversations',
    '/api/admin/chat/conversations/:conversation',
  ])('GET %s', (url) => {
    const target = () =>
      url.replace(':profile', lawyer.profile.id).replace(':conversation', conversationId);
    it('refuses anonymous callers (401), users and lawyers (403 ADMIN_REQUIRED)', async () => {
      expect((await inject(target(), null)).statusCode).toBe(401);
      for (const who of [tenant, lawyer]) {
        const response = await inject(target(), who);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('ADMIN_REQUIRED');
      }
      expect((await inject(target(), admin)).statusCode).toBe(200);
    });
  });

  it('lists lawyers by name with search, the demo filter, completeness and pages', async () => {
    const all = adminLawyerListSchema.parse((await inject('/api/admin/lawyers', admin)).json());
    expect(all.items.map((item) => [item.name, item.isDemo])).toEqual([
      ['Demo Expert', true],
      ['Me Béatrice Avocate', false],
    ]);
    const real = all.items[1]!;
    expect(real.account).toMatchObject({ id: lawyer.user.id, email: 'lawyer@example.com' });
    expect(all.items[0]!.account).toBeNull();
    // Name, city, areas and languages (the account's, at creation) are filled; the rest not.
    expect(real.completeness).toEqual({
      percent: 57,
      missing: ['description', 'expert_image', 'barreauNumber'],
    });

    const byEmail = adminLawyerListSchema.parse(
      (await inject('/api/admin/lawyers?search=LAWYER@', admin)).json(),
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([lawyer.profile.id]);
    const byCity = adminLawyerListSchema.parse(
      (await inject('/api/admin/lawyers?search=qu%C3%A9bec', admin)).json(),
    );
    expect(byCity.items.map((item) => item.id)).toEqual([demoProfileId]);
    const wildcard = adminLawyerListSchema.parse(
      (await inject('/api/admin/lawyers?search=%25', admin)).json(),
    );
    expect(wildcard.items).toEqual([]);
    const demos = adminLawyerListSchema.parse(
      (await inject('/api/admin/lawyers?demo=real', admin)).json(),
    );
    expect(demos.items.map((item) => item.id)).toEqual([lawyer.profile.id]);
    const page = adminLawyerListSchema.parse(
      (await inject('/api/admin/lawyers?limit=1&page=2', admin)).json(),
    );
    expect(page.items.map((item) => item.id)).toEqual([lawyer.profile.id]);
    expect(page.meta).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
    for (const bad of ['limit=0', 'demo=maybe', 'page=x', 'unknown=1']) {
      expect((await inject(`/api/admin/lawyers?${bad}`, admin)).statusCode).toBe(400);
    }
  });

  it('shows a lawyer with ratings and the number of conversations; 404 and 400 otherwise', async () => {
    const detail = adminLawyerDetailSchema.parse(
      (await inject(`/api/admin/lawyers/${lawyer.profile.id}`, admin)).json(),
    );
    expect(detail.profile.name).toBe('Me Béatrice Avocate');
    expect(detail.account?.id).toBe(lawyer.user.id);
    expect(detail.conversationCount).toBe(1);
    expect(detail.ratings.map((rating) => [rating.score, rating.comment])).toEqual([[4, 'Clear']]);
    const demo = adminLawyerDetailSchema.parse(
      (await inject(`/api/admin/lawyers/${demoProfileId}`, admin)).json(),
    );
    expect(demo).toMatchObject({ account: null, conversationCount: 0, ratings: [] });
    const missing = await inject(`/api/admin/lawyers/${UNKNOWN_ID}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect((await inject('/api/admin/lawyers/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('lists conversations with participants, counts and dates, never their content', async () => {
    const response = await inject('/api/admin/chat/conversations', admin);
    expect(response.body).not.toContain('heating');
    expect(response.body).not.toContain('landlord');
    const list = adminDirectConversationListSchema.parse(response.json());
    expect(list.meta.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: conversationId, messageCount: 2 });
    expect(list.items[0]!.participants.map((account) => account.email).sort()).toEqual([
      'lawyer@example.com',
      'tenant@example.com',
    ]);
    const byParticipant = adminDirectConversationListSchema.parse(
      (await inject('/api/admin/chat/conversations?participant=TINA', admin)).json(),
    );
    expect(byParticipant.items.map((item) => item.id)).toEqual([conversationId]);
    const nobody = adminDirectConversationListSchema.parse(
      (await inject('/api/admin/chat/conversations?participant=admin@', admin)).json(),
    );
    expect(nobody.items).toEqual([]);
    expect((await inject('/api/admin/chat/conversations?limit=101', admin)).statusCode).toBe(400);
  });

  it('audits the first read of a conversation, not every poll, and nothing when it fails', async () => {
    const before = (await readAudits()).length;
    const missing = await inject(`/api/admin/chat/conversations/${UNKNOWN_ID}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('DIRECT_CONVERSATION_NOT_FOUND');
    expect((await inject('/api/admin/chat/conversations/bad', admin)).statusCode).toBe(400);
    expect(await readAudits()).toHaveLength(before);

    testApp.clock.advance(ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS / 1000 + 1);
    const read = await inject(`/api/admin/chat/conversations/${conversationId}`, admin);
    const detail = adminDirectConversationDetailSchema.parse(read.json());
    expect(detail.messages.map((message) => [message.content, message.sender?.name])).toEqual([
      ['My heating is broken', 'Tina'],
      ['Write to your landlord first', 'Test Lawyer'],
    ]);
    const afterFirst = await readAudits();
    expect(afterFirst).toHaveLength(before + 1);
    expect(afterFirst.at(-1)).toMatchObject({
      userId: admin.user.id,
      entityType: 'DIRECT_CONVERSATION',
      entityId: conversationId,
    });

    testApp.clock.advance(3);
    await inject(`/api/admin/chat/conversations/${conversationId}`, admin);
    expect(await readAudits()).toHaveLength(before + 1);

    testApp.clock.advance(ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS / 1000);
    await inject(`/api/admin/chat/conversations/${conversationId}`, admin);
    expect(await readAudits()).toHaveLength(before + 2);
  });
});
