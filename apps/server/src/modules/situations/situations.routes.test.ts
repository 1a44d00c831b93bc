import { savedSituationSchema, situationListResponseSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatTestApp, createConversation } from '../../test/chat-requests';
import { makeAnswers } from '../../test/questionnaire-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';

describe('saved situations', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    owner = await createSignedInUser(testApp, { email: 'owner@example.com' });
    other = await createSignedInUser(testApp, { email: 'other@example.com' });
  });
  afterAll(() => testApp.close());

  const send = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload ? { payload } : {}),
    });

  it('saves, lists, reads and deletes a situation from the research screen', async () => {
    const created = await send(owner, 'POST', '/api/situations', {
      title: 'Bed bugs since March',
      description: 'Punaises de lit depuis mars, le propriétaire ne fait rien.',
      answers: { userType: 'tenant', buildingType: 'none' },
      search: { q: 'punaises de lit', outcome: 'granted' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const situation = savedSituationSchema.parse(created.json());
    expect(situation).toMatchObject({
      title: 'Bed bugs since March',
      answers: { userType: 'tenant', buildingType: 'none' },
      search: { q: 'punaises de lit', outcome: 'granted' },
      conversationId: null,
    });

    const list = situationListResponseSchema.parse(
      (await send(owner, 'GET', '/api/situations')).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([situation.id]);
    expect(list.meta).toEqual({ total: 1, page: 1, limit: 20, totalPages: 1 });

    const read = await send(owner, 'GET', `/api/situations/${situation.id}`);
    expect(read.json()).toEqual(situation);

    expect((await send(owner, 'DELETE', `/api/situations/${situation.id}`)).statusCode).toBe(204);
    expect((await send(owner, 'GET', `/api/situations/${situation.id}`)).statusCode).toBe(404);
  });

  it('copies the questionnaire of the conversation it is saved from', async () => {
    const posted = await send(owner, 'POST', '/api/formAnswer', {
      ...makeAnswers(owner.user.id, { userType: 'landlord', propertyOwnership: false }),
    });
    expect(posted.statusCode).toBe(201);
    const conversation = await createConversation(testApp, owner, 'Mon locataire a des punaises');
    const created = await send(owner, 'POST', '/api/situations', {
      title: conversation.title,
      description: 'Mon locataire a des punaises',
      conversationId: conversation.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      conversationId: conversation.id,
      answers: { userType: 'landlord', leaseTermType: 'fixed-term' },
      // Without filters the research re-runs on the situation's own words.
      search: { q: 'Mon locataire a des punaises' },
    });
    // Another user's conversation cannot be saved as theirs.
    const stolen = await send(other, 'POST', '/api/situations', {
      title: 'Mine now',
      conversationId: conversation.id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: { code: 'CONVERSATION_NOT_FOUND' } });
  });

  it("answers 404 for another user's situation, on read, list and delete", async () => {
    const created = await send(owner, 'POST', '/api/situations', { title: 'Private' });
    const { id } = savedSituationSchema.parse(created.json());
    const read = await send(other, 'GET', `/api/situations/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ error: { code: 'SITUATION_NOT_FOUND' } });
    expect((await send(other, 'DELETE', `/api/situations/${id}`)).statusCode).toBe(404);
    const list = situationListResponseSchema.parse(
      (await send(other, 'GET', '/api/situations')).json(),
    );
    expect(list.items).toEqual([]);
    // Still there for its owner.
    expect((await send(owner, 'GET', `/api/situations/${id}`)).statusCode).toBe(200);
    expect((await send(owner, 'GET', '/api/situations/not-a-uuid')).statusCode).toBe(404);
  });

  it.each([
    [{}, 'title'],
    [{ title: '   ' }, 'title'],
    [{ title: 'T', colour: 'red' }, ''],
    [{ title: 'T', search: { tribunal: 'supreme' } }, 'search.tribunal'],
    [{ title: 'T', search: { from: '2024-05-01', to: '2024-01-01' } }, 'search.to'],
    [{ title: 'T', answers: { userType: 'king' } }, 'answers.userType'],
    [{ title: 'T', conversationId: 'abc' }, 'conversationId'],
  ])('answers 400 VALIDATION_ERROR for %j', async (payload, path) => {
    const response = await send(owner, 'POST', '/api/situations', payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as {
      error: { code: string; details: { issues: Array<{ path: string }> } };
    };
    expect(error.code).toBe('VALIDATION_ERROR');
    if (path) expect(error.details.issues.map((issue) => issue.path)).toContain(path);
  });

  it('answers 400 for a page out of range and 401 without a session', async () => {
    expect((await send(owner, 'GET', '/api/situations?page=0')).statusCode).toBe(400);
    expect((await send(owner, 'GET', '/api/situations?limit=101')).statusCode).toBe(400);
    expect((await send(null, 'GET', '/api/situations')).statusCode).toBe(401);
    expect((await send(null, 'POST', '/api/situations', { title: 'T' })).statusCode).toBe(401);
  });
});
