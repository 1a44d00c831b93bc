import { directConversationListSchema, directConversationSchema } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import {
  createLawyerWithProfile,
  openDirectConversation,
  sendDirectMessage,
  type TestLawyer,
} from '../../test/marketplace-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The 3000 ms poll answers 304 when nothing changed for the caller (issue 13). */
describe('direct chat poll: nothing new', () => {
  let testApp: TestApp;
  let tenant: SignedInUser;
  let stranger: SignedInUser;
  let lawyer: TestLawyer;
  let other: TestLawyer;
  let conversationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com', name: 'Tina' });
    stranger = await createSignedInUser(testApp, { email: 'stranger@example.com' });
    lawyer = await createLawyerWithProfile(testApp, 'lawyer@example.com', { name: 'Me A' });
    other = await createLawyerWithProfile(testApp, 'other@example.com', { name: 'Me B' });
    conversationId = (await openDirectConversation(testApp, tenant, { receiverId: lawyer.user.id }))
      .id;
  });
  afterAll(() => testApp.close());

  const poll = (who: SignedInUser, path: string, etag?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/chat/conversations${path}`,
      headers: { ...who.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  /** Polls until the answer settles, as the client does; returns the settled tag. */
  async function settle(who: SignedInUser, path: string): Promise<string> {
    let etag = '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await poll(who, path, etag || undefined);
      if (response.statusCode === 304) return etag;
      expect(response.statusCode).toBe(200);
      etag = String(response.headers.etag);
    }
    throw new Error(`${path} never answered 304`);
  }

  it('answers 304 with no body for the same tag, and marks the answer private', async () => {
    const etag = await settle(tenant, '');
    const response = await poll(tenant, '', etag);
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await poll(tenant, '', 'W/"something-else"')).statusCode).toBe(200);
  });

  it('answers again on a new message, even one sent in the same instant', async () => {
    const listTag = await settle(tenant, '');
    const threadTag = await settle(tenant, `/${conversationId}`);
    expect((await sendDirectMessage(testApp, lawyer, conversationId, 'Hello')).statusCode).toBe(
      201,
    );
    const list = await poll(tenant, '', listTag);
    expect(list.statusCode).toBe(200);
    const [item] = directConversationListSchema.parse(list.json()).items;
    expect(item?.messages.at(-1)?.content).toBe('Hello');
    expect(item?.unreadCount).toBe(1);
    const settledThread = await settle(tenant, `/${conversationId}`);
    // The test clock does not move: the second message shares the first one's instant.
    await sendDirectMessage(testApp, lawyer, conversationId, 'Same instant');
    const thread = await poll(tenant, `/${conversationId}`, settledThread);
    expect(thread.statusCode).toBe(200);
    expect(threadTag).not.toBe(settledThread);
    const contents = directConversationSchema.parse(thread.json()).messages.map((m) => m.content);
    expect(contents).toContain('Same instant');
  });

  it('answers again when the unread count changes because the caller read the thread', async () => {
    testApp.clock.advance(1);
    await sendDirectMessage(testApp, lawyer, conversationId, 'Are you there?');
    testApp.clock.advance(1);
    const listTag = String((await poll(tenant, '')).headers.etag);
    const before = directConversationListSchema.parse((await poll(tenant, '')).json()).items[0];
    expect(before?.unreadCount).toBeGreaterThan(0);
    expect((await poll(tenant, `/${conversationId}`)).statusCode).toBe(200); // marks it read
    const after = await poll(tenant, '', listTag);
    expect(after.statusCode).toBe(200);
    expect(directConversationListSchema.parse(after.json()).items[0]?.unreadCount).toBe(0);
    // The sender's own view did not change: the lawyer still gets 304.
    const lawyerTag = await settle(lawyer, '');
    await poll(tenant, `/${conversationId}`);
    expect((await poll(lawyer, '', lawyerTag)).statusCode).toBe(304);
  });

  it('answers again on a new conversation, a rating, and a new name of the other person', async () => {
    let etag = await settle(tenant, '');
    await openDirectConversation(testApp, tenant, { receiverId: other.user.id });
    const opened = await poll(tenant, '', etag);
    expect(opened.statusCode).toBe(200);
    expect(directConversationListSchema.parse(opened.json()).items).toHaveLength(2);

    etag = await settle(tenant, '');
    const rated = await testApp.app.inject({
      method: 'POST',
      url: `/api/profile/${lawyer.profile.id}/ratings`,
      headers: tenant.headers,
      payload: { score: 5 },
    });
    expect(rated.statusCode).toBe(201);
    const afterRating = await poll(tenant, '', etag);
    expect(afterRating.statusCode).toBe(200);
    const rating = directConversationListSchema
      .parse(afterRating.json())
      .items.find((item) => item.id === conversationId)?.myRating;
    expect(rating).toBe(5);

    etag = await settle(tenant, '');
    testApp.clock.advance(1);
    await testApp.database.db
      .update(users)
      .set({ name: 'Me A renamed', updatedAt: testApp.clock.now() })
      .where(eq(users.id, lawyer.user.id));
    expect((await poll(tenant, '', etag)).statusCode).toBe(200);
  });

  it('keeps a conversation hidden from anyone else, whatever tag they send', async () => {
    const etag = await settle(tenant, `/${conversationId}`);
    expect((await poll(stranger, `/${conversationId}`, etag)).statusCode).toBe(404);
    expect((await poll(stranger, `/${conversationId}`, '*')).statusCode).toBe(404);
    const strangerTag = await settle(stranger, '');
    expect(strangerTag).not.toBe(await settle(tenant, ''));
  });
});
