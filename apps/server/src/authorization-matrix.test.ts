import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, createChatTestApp, createConversation } from './test/chat-requests';
import { makeAnswers } from './test/questionnaire-requests';
import {
  OWNER_DOCUMENT_REQUEST,
  ROUTE_ACCESS,
  type OwnerFixtures,
  type RouteAccess,
} from './test/route-access';
import { createSignedInUser, type SignedInUser } from './test/signed-in-user';
import type { TestApp } from './test/test-app';

/**
 * Issue 16 §1: every registered operation, tried as anonymous, a user, a lawyer, an administrator
 * and another user, against the access declared once per route in test/route-access.ts.
 */
type Role = 'user' | 'lawyer' | 'admin' | 'stranger';
type Operation = { key: string; method: HTTPMethods; url: string };

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url === '*';
const ANY_ID = '00000000-0000-4000-8000-000000000000';
/** A query and body that fail every schema we have: a 400 here means validation ran first. */
const INVALID_QUERY = '?page=-1&limit=abc&q=&lang=xx&status=nope&k=0';
const INVALID_BODY = { unexpected: ['not', 'valid'], lang: 'xx', question: 42 };

function listOperations(route: RouteOptions): Operation[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url }));
}

describe('authorization matrix', () => {
  const operations: Operation[] = [];
  let testApp: TestApp;
  const callers = {} as Record<Role, SignedInUser>;
  let owner: SignedInUser;
  let fixtures: OwnerFixtures;
  let made = 0;

  const makeCaller = (role: Role) => {
    made += 1;
    return createSignedInUser(testApp, {
      email: `matrix-${role}-${made}@example.com`,
      ...(role === 'lawyer' ? { role: 'lawyer' as const } : {}),
      ...(role === 'admin' ? { isAdmin: true } : {}),
    });
  };

  beforeAll(async () => {
    testApp = await createChatTestApp({
      env: { RATE_LIMIT_MAX: 100_000, QUESTION_RATE_LIMIT_PER_MINUTE: 10_000 },
      onRoute: (route) => {
        if (!isDocs(route.url)) operations.push(...listOperations(route));
      },
    });
    for (const role of ['user', 'lawyer', 'admin', 'stranger'] as const) {
      callers[role] = await makeCaller(role);
    }
    owner = await createSignedInUser(testApp, { email: 'matrix-owner@example.com' });
    const conversation = await createConversation(testApp, owner);
    const advice = await askQuestion(testApp, owner, conversation.id);
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/formAnswer',
      headers: owner.headers,
      payload: makeAnswers(owner.user.id),
    });
    const situation = await testApp.app.inject({
      method: 'POST',
      url: '/api/situations',
      headers: owner.headers,
      payload: { title: 'Owner situation' },
    });
    const document = await testApp.app.inject({
      method: 'POST',
      url: '/api/generated-documents',
      headers: owner.headers,
      payload: OWNER_DOCUMENT_REQUEST,
    });
    const direct = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: owner.headers,
      payload: { receiverId: callers.lawyer.user.id },
    });
    fixtures = {
      ownerId: owner.user.id,
      conversationId: conversation.id,
      adviceId: advice.id,
      question: advice.question,
      formAnswerId: form.json().id,
      situationId: situation.json().id,
      documentId: document.json().id,
      directConversationId: direct.json().id,
    };
  });
  afterAll(() => testApp.close());

  const accessOf = (operation: Operation): RouteAccess | undefined => ROUTE_ACCESS[operation.key];

  async function call(
    operation: Operation,
    who: SignedInUser | null,
    url = operation.url.replace(/:[A-Za-z]+/g, ANY_ID),
    payload: unknown = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {},
  ) {
    const response = await testApp.app.inject({
      method: operation.method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const code = response.statusCode >= 400 ? (response.json().error?.code as string) : undefined;
    return { status: response.statusCode, code };
  }

  it('has every registered route declared once, and nothing declared that is not registered', () => {
    const registered = operations.map((operation) => operation.key);
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
  });

  it('refuses an anonymous caller with 401 before validation on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const { status, code } = await call(
        operation,
        null,
        operation.url.replace(/:[A-Za-z]+/g, 'not-an-id') + INVALID_QUERY,
        operation.method === 'GET' ? undefined : INVALID_BODY,
      );
      const access = accessOf(operation);
      if (status >= 500) wrong.push(`${operation.key} → ${status}`);
      if (access?.who !== 'public' && status !== 401)
        wrong.push(`${operation.key} → ${status} ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['user', 'lawyer', 'admin'] as const)(
    'lets a signed-in %s through exactly where declared',
    async (role) => {
      const wrong: string[] = [];
      for (const operation of operations) {
        const access = accessOf(operation);
        if (!access || access.who === 'public') continue;
        const own = access.who === 'lawyer' ? access.call(callers[role].user.id) : undefined;
        const { status, code } = await call(operation, callers[role], own?.url, own?.payload);
        const refusedAsAdminOnly = status === 403 && code === 'ADMIN_REQUIRED';
        if (access.who === 'lawyer') {
          const refusedAsLawyerOnly = status === 403 && code === 'LAWYER_ROLE_REQUIRED';
          if (status >= 500 || status === 401 || refusedAsLawyerOnly !== (role !== 'lawyer')) {
            wrong.push(`${operation.key} → ${status} ${code} (lawyers only)`);
          }
          continue;
        }
        const refusal = access.who === 'admin' ? access.refusal : undefined;
        if (refusal && role !== 'admin') {
          if (status !== refusal.status || code !== refusal.code) {
            wrong.push(`${operation.key} → ${status} ${code}, expected ${refusal.code}`);
          }
          continue;
        }
        if (status >= 500 || status === 401) wrong.push(`${operation.key} → ${status} ${code}`);
        else if (access.who === 'admin' && role !== 'admin' && !refusedAsAdminOnly) {
          wrong.push(`${operation.key} → ${status} ${code} (admin only)`);
        } else if ((access.who !== 'admin' || role === 'admin') && status === 403) {
          wrong.push(`${operation.key} → ${status} ${code} (should be allowed)`);
        }
        if (access.who === 'session' && access.endsSession) callers[role] = await makeCaller(role);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(['stranger', 'admin'] as const)(
    "answers 404 to %s on the owner's resources",
    async (role) => {
      const wrong: string[] = [];
      let checked = 0;
      for (const operation of operations) {
        const access = accessOf(operation);
        if (access?.who !== 'session' || !access.owned) continue;
        const owned = access.owned(fixtures);
        const { status, code } = await call(operation, callers[role], owned.url, owned.payload);
        const expected = owned.expect ?? { status: 404 };
        checked += 1;
        if (role === 'admin' && owned.adminAllowed) {
          if (status >= 400) wrong.push(`${operation.key} → ${status} ${code}, admin allowed`);
        } else if (status !== expected.status || ('code' in expected && code !== expected.code)) {
          wrong.push(`${operation.key} → ${status} ${code}, expected ${expected.status}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(15);
    },
  );

  it("left the owner's resources as they were", async () => {
    const conversation = await testApp.app.inject({
      method: 'GET',
      url: `/api/advices/${fixtures.conversationId}`,
      headers: owner.headers,
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().title).not.toBe('Mine now');
    const situation = await testApp.app.inject({
      method: 'GET',
      url: `/api/situations/${fixtures.situationId}`,
      headers: owner.headers,
    });
    expect(situation.statusCode).toBe(200);
  });
});
