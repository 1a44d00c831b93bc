import {
  directConversationListSchema,
  directConversationSchema,
  lawyerProfileSchema,
  outboxResponseSchema,
} from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-identity';
import { askQuestion, createConversation } from '../../test/chat-requests';
import {
  createLawyerWithProfile,
  openDirectConversation,
  sendDirectMessage,
  type TestLawyer,
} from '../../test/marketplace-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MESSAGE_RATE_LIMIT } from './direct-chat.service';

describe('direct conversations', () => {
  let testApp: TestApp;
  let tenant: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let lawyer: TestLawyer;

  beforeAll(async () => {
    testApp = await createTestApp();
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com', name: 'Tina' });
    stranger = await createSignedInUser(testApp, { email: 'stranger@example.com' });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    lawyer = await createLawyerWithProfile(testApp, 'lawyer@example.com', {
      name: 'Me Avocate',
      city: 'Montréal',
      areasOfLaw: ['rent'],
    });
  });
  afterAll(() => testApp.close());

  const getThread = (who: SignedInUser | null, id: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: who?.headers ?? {},
    });
  const listFor = async (who: SignedInUser) =>
    directConversationListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/chat/conversations',
          headers: who.headers,
        })
      ).json(),
    ).items;
  const outboxFor = async (email: string) =>
    outboxResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${email}` })).json(),
    ).messages;

  describe('free quote', () => {
    it('shares nothing without consent, but tells the lawyer by email', async () => {
      const chat = await createConversation(testApp, tenant, 'My rent went up 20%');
      const conversation = await openDirectConversation(testApp, tenant, {
        receiverId: lawyer.user.id,
        quote: { shareSummary: false, adviceConversationId: chat.id },
      });
      expect(conversation.isQuoteRequest).toBe(true);
      expect(conversation.messages).toEqual([]);
      expect(conversation.lawyerProfileId).toBe(lawyer.profile.id);
      const [email] = await outboxFor('lawyer@example.com');
      expect(email?.subject).toMatch(/quote|soumission/i);
      expect(email?.text).toContain(`/dashboard/conversations?chatId=${conversation.id}`);
      expect(email?.text).not.toContain('rent went up');
    });

    it('posts the summary (title, question, questionnaire) once the user agrees', async () => {
      const chat = await createConversation(testApp, tenant, 'Rent increase');
      await askQuestion(testApp, tenant, chat.id, 'Can my landlord raise the rent by 20%?');
      const conversation = await openDirectConversation(testApp, tenant, {
        receiverId: lawyer.user.id,
        quote: { shareSummary: true, adviceConversationId: chat.id },
      });
      expect(conversation.messages).toHaveLength(1);
      const [summary] = conversation.messages;
      expect(summary?.senderId).toBe(tenant.user.id);
      expect(summary?.content).toContain('Rent increase');
      expect(summary?.content).toContain('Can my landlord raise the rent by 20%?');
    });

    it("refuses another user's chat conversation as the summary", async () => {
      const chat = await createConversation(testApp, stranger, 'Private');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        headers: tenant.headers,
        payload: {
          receiverId: lawyer.user.id,
          quote: { shareSummary: true, adviceConversationId: chat.id },
        },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('participants only', () => {
    it('lets both participants read it with unread counts; others get 404', async () => {
      const conversation = await openDirectConversation(testApp, tenant, {
        receiverId: lawyer.user.id,
      });
      const [lawyerView] = await listFor(lawyer);
      expect(lawyerView?.id).toBe(conversation.id);
      expect(lawyerView?.unreadCount).toBeGreaterThan(0);
      expect(lawyerView?.participants?.[0]?.name).toBe('Tina');
      expect((await getThread(lawyer, conversation.id)).statusCode).toBe(200);
      expect((await listFor(lawyer))[0]?.unreadCount).toBe(0);
      for (const other of [stranger, admin]) {
        expect((await getThread(other, conversation.id)).statusCode).toBe(404);
        const write = await sendDirectMessage(testApp, other, conversation.id, 'Hi');
        expect(write.statusCode).toBe(404);
        expect(await listFor(other)).toEqual([]);
      }
      expect((await getThread(null, conversation.id)).statusCode).toBe(401);
      expect((await getThread(tenant, 'nope')).statusCode).toBe(404);
    });

    it('shows a reply to the other side and marks it unread', async () => {
      const conversation = await openDirectConversation(testApp, lawyer, {
        receiverId: tenant.user.id,
      });
      testApp.clock.advance(1);
      const sent = await sendDirectMessage(testApp, lawyer, conversation.id, 'Hello <b>Tina</b>');
      expect(sent.statusCode).toBe(201);
      const view = (await listFor(tenant)).find((item) => item.id === conversation.id);
      expect(view?.unreadCount).toBe(1);
      expect(view?.messages[0]?.content).toBe('Hello <b>Tina</b>');
      const thread = directConversationSchema.parse(
        (await getThread(tenant, conversation.id)).json(),
      );
      expect(thread.messages.at(-1)?.sender?.name).toBe('Test Lawyer');
    });

    it('shows a deleted sender as missing (the client says Unknown User)', async () => {
      const gone = await createSignedInUser(testApp, { email: 'gone@example.com' });
      const conversation = await openDirectConversation(testApp, gone, {
        receiverId: tenant.user.id,
      });
      await sendDirectMessage(testApp, gone, conversation.id, 'Bye');
      await testApp.database.db.delete(users).where(eq(users.id, gone.user.id));
      const thread = directConversationSchema.parse(
        (await getThread(tenant, conversation.id)).json(),
      );
      expect(thread.messages[0]).toMatchObject({ senderId: null, sender: null, content: 'Bye' });
    });
  });

  describe('bad input', () => {
    it('answers 400 to a conversation with oneself, an empty or a too long message', async () => {
      const self = await testApp.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        headers: tenant.headers,
        payload: { receiverId: tenant.user.id },
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().error.code).toBe('CANNOT_MESSAGE_SELF');
      const conversation = await openDirectConversation(testApp, tenant, {
        receiverId: lawyer.user.id,
      });
      for (const content of ['', '   ', '\u0000\u0001', 'x'.repeat(5001)]) {
        const response = await sendDirectMessage(testApp, tenant, conversation.id, content);
        expect(response.statusCode).toBe(400);
      }
    });

    it('does not open a conversation with a suspended or unknown user', async () => {
      const suspended = await createSignedInUser(testApp, { email: 'suspended@example.com' });
      await testApp.database.db
        .update(users)
        .set({ status: 'SUSPENDED' })
        .where(eq(users.id, suspended.user.id));
      for (const receiverId of [suspended.user.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/chat/conversations',
          headers: tenant.headers,
          payload: { receiverId },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('RECIPIENT_NOT_FOUND');
      }
      const fromSuspended = await testApp.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        headers: suspended.headers,
        payload: { receiverId: lawyer.user.id },
      });
      expect(fromSuspended.statusCode).toBe(403);
    });

    it('rate-limits a sender, and lets them write again after the window', async () => {
      const chatty = await createSignedInUser(testApp, { email: 'chatty@example.com' });
      const conversation = await openDirectConversation(testApp, chatty, {
        receiverId: lawyer.user.id,
      });
      for (let i = 0; i < MESSAGE_RATE_LIMIT.count; i += 1) {
        testApp.clock.advance(1);
        expect(
          (await sendDirectMessage(testApp, chatty, conversation.id, `m${i}`)).statusCode,
        ).toBe(201);
      }
      const limited = await sendDirectMessage(testApp, chatty, conversation.id, 'one more');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('MESSAGE_RATE_LIMITED');
      testApp.clock.advance(MESSAGE_RATE_LIMIT.windowMs / 1000);
      expect((await sendDirectMessage(testApp, chatty, conversation.id, 'later')).statusCode).toBe(
        201,
      );
    });
  });

  describe('ratings', () => {
    const rate = (who: SignedInUser, profileId: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/profile/${profileId}/ratings`,
        headers: who.headers,
        payload,
      });

    it('lets only a user the lawyer answered rate them, once; the score comes from ratings', async () => {
      const rater = await createSignedInUser(testApp, { email: 'rater@example.com' });
      const conversation = await openDirectConversation(testApp, rater, {
        receiverId: lawyer.user.id,
      });
      await sendDirectMessage(testApp, rater, conversation.id, 'Can you help?');
      expect((await rate(rater, lawyer.profile.id, { score: 4 })).json().error.code).toBe(
        'RATING_NOT_ALLOWED',
      );
      expect((await rate(stranger, lawyer.profile.id, { score: 5 })).statusCode).toBe(403);
      expect((await rate(lawyer, lawyer.profile.id, { score: 5 })).statusCode).toBe(403);
      await sendDirectMessage(testApp, lawyer, conversation.id, 'Yes.');
      for (const bad of [{ score: 0 }, { score: 6 }, { score: 4.5 }, {}]) {
        expect((await rate(rater, lawyer.profile.id, bad)).statusCode).toBe(400);
      }
      const rated = await rate(rater, lawyer.profile.id, { score: 4, comment: 'Clear answer' });
      expect(rated.statusCode).toBe(201);
      expect((await rate(rater, lawyer.profile.id, { score: 1 })).json().error.code).toBe(
        'RATING_EXISTS',
      );
      const profile = lawyerProfileSchema.parse(
        (
          await testApp.app.inject({
            method: 'GET',
            url: `/api/profile/${lawyer.profile.id}`,
            headers: rater.headers,
          })
        ).json(),
      );
      expect(profile.rating).toEqual({ score: 4, total_ratings: 1 });
      const thread = directConversationSchema.parse(
        (await getThread(rater, conversation.id)).json(),
      );
      expect(thread.myRating).toBe(4);
    });
  });
});
