import {
  lawyerProfileListSchema,
  lawyerProfileSchema,
  legalExpertListResponseSchema,
  profileFilterValuesSchema,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, createConversation } from '../../test/chat-requests';
import { createLawyerWithProfile, type TestLawyer } from '../../test/marketplace-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('lawyer profiles', () => {
  let testApp: TestApp;
  let tenant: SignedInUser;
  let admin: SignedInUser;
  let montreal: TestLawyer;
  let quebec: TestLawyer;

  beforeAll(async () => {
    testApp = await createTestApp();
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com' });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    montreal = await createLawyerWithProfile(testApp, 'mtl@example.com', {
      name: 'Me Montréal',
      city: 'Montréal',
      stateProvince: 'QC',
      country: 'Canada',
      languages: ['fr', 'en'],
      areasOfLaw: ['rent', 'repairs', 'deposits-clauses', 'harassment'],
      barreauNumber: '123456-7',
    });
    quebec = await createLawyerWithProfile(testApp, 'qc@example.com', {
      name: 'Me Québec',
      city: 'Québec',
      stateProvince: 'QC',
      country: 'Canada',
      languages: ['fr'],
      areasOfLaw: ['repossession-eviction'],
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string, who: SignedInUser | null = tenant) =>
    testApp.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  describe('POST /profile', () => {
    it('answers 403 LAWYER_ROLE_REQUIRED to a user who is not a lawyer, admins included', async () => {
      for (const who of [tenant, admin]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/profile',
          headers: who.headers,
          payload: { userId: who.user.id },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('LAWYER_ROLE_REQUIRED');
      }
    });

    it("refuses a lawyer creating another user's profile, and a second profile", async () => {
      const other = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile',
        headers: quebec.headers,
        payload: { userId: tenant.user.id },
      });
      expect(other.statusCode).toBe(403);
      expect(other.json().error.code).toBe('PROFILE_OWNER_ONLY');
      const again = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile',
        headers: quebec.headers,
        payload: { userId: quebec.user.id },
      });
      expect(again.statusCode).toBe(409);
    });

    it('keeps the Barreau number as given and formats the location', () => {
      expect(montreal.profile.barreauNumber).toBe('123456-7');
      expect(montreal.profile.location_formatted).toBe('Montréal, QC, Canada');
      expect(montreal.profile.rating).toEqual({ score: 0, total_ratings: 0 });
    });
  });

  describe('PATCH /profile/:userId', () => {
    const patch = (who: SignedInUser, userId: string, payload: unknown) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/profile/${userId}`,
        headers: who.headers,
        payload: payload as Record<string, unknown>,
      });

    it('lets only the lawyer edit their own profile', async () => {
      expect((await patch(quebec, montreal.user.id, { name: 'X' })).statusCode).toBe(403);
      expect((await patch(tenant, montreal.user.id, { name: 'X' })).json().error.code).toBe(
        'LAWYER_ROLE_REQUIRED',
      );
      expect((await patch(admin, montreal.user.id, { name: 'X' })).statusCode).toBe(403);
      const own = await patch(montreal, montreal.user.id, { description: 'Housing disputes.' });
      expect(own.statusCode).toBe(200);
      expect(lawyerProfileSchema.parse(own.json()).description).toBe('Housing disputes.');
    });

    it.each([
      [{}],
      [{ areasOfLaw: ['tax-law'] }],
      [{ barreauNumber: '<script>' }],
      [{ rating: { score: 5 } }],
    ])('rejects %j with 400', async (payload) => {
      expect((await patch(montreal, montreal.user.id, payload)).statusCode).toBe(400);
    });

    it('answers 401 without a session', async () => {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/profile/${montreal.user.id}`,
        payload: { name: 'X' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reading profiles', () => {
    it('finds a profile by id and by user id, for any signed-in user', async () => {
      for (const who of [tenant, quebec, admin]) {
        const byId = await get(`/api/profile/${montreal.profile.id}`, who);
        expect(byId.statusCode).toBe(200);
        const byUser = await get(`/api/profile/user/${montreal.user.id}`, who);
        expect(byUser.json().id).toBe(montreal.profile.id);
      }
      expect((await get(`/api/profile/user/${tenant.user.id}`)).statusCode).toBe(404);
      expect((await get('/api/profile/not-a-uuid')).statusCode).toBe(404);
      expect((await get(`/api/profile/${montreal.profile.id}`, null)).statusCode).toBe(401);
    });

    it('lists the filter values present in profiles', async () => {
      const values = profileFilterValuesSchema.parse(
        (await get('/api/profile/filter-values')).json(),
      );
      expect(values.cities).toEqual(['Montréal', 'Québec']);
      expect(values.languages).toEqual(['en', 'fr']);
      expect(values.areasOfLaw).toContain('repossession-eviction');
      expect((await get('/api/profile/filter-values', null)).statusCode).toBe(401);
    });
  });

  describe('GET /profiles', () => {
    const names = async (query: string) =>
      lawyerProfileListSchema
        .parse((await get(`/api/profiles${query}`)).json())
        .items.map((item) => item.name);

    it('filters by city (any case), language, area and province', async () => {
      expect(await names('?city=montr%C3%A9al')).toEqual(['Me Montréal']);
      expect(await names('?language=en')).toEqual(['Me Montréal']);
      expect(await names('?language=all')).toHaveLength(2);
      expect(await names('?areasOfLaw=repossession-eviction,repairs')).toHaveLength(2);
      expect(await names('?areasOfLaw=repossession-eviction&language=fr')).toEqual(['Me Québec']);
      expect(await names('?stateProvince=ON')).toEqual([]);
    });

    it('paginates with meta', async () => {
      const page2 = lawyerProfileListSchema.parse(
        (await get('/api/profiles?limit=1&page=2')).json(),
      );
      expect(page2.items).toHaveLength(1);
      expect(page2.meta).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
    });

    it.each([
      '?page=0',
      '?page=abc',
      '?limit=0',
      '?limit=51',
      '?areasOfLaw=tax-law',
      '?language=english',
    ])('rejects %s with 400', async (query) => {
      const response = await get(`/api/profiles${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /profiles/matching (experts panel)', () => {
    it("ranks the lawyers of the conversation's area first", async () => {
      const conversation = await createConversation(
        testApp,
        tenant,
        'Mon propriétaire veut reprendre mon logement pour y habiter',
      );
      await askQuestion(
        testApp,
        tenant,
        conversation.id,
        'Mon propriétaire veut reprendre mon logement pour y habiter, que faire?',
      );
      const response = await get(
        `/api/profiles/matching?conversationId=${conversation.id}&limit=2`,
      );
      const body = legalExpertListResponseSchema.parse(response.json());
      expect(body.items.map((item) => item.name)).toEqual(['Me Québec', 'Me Montréal']);
      const other = await get(`/api/profiles/matching?conversationId=${conversation.id}`, quebec);
      expect(other.statusCode).toBe(404);
    });
  });

  describe('a suspended lawyer', () => {
    it('is left out of the marketplace and the experts panel until re-enabled', async () => {
      const suspend = (status: 'SUSPENDED' | 'CONFIRMED') =>
        testApp.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${quebec.user.id}`,
          headers: admin.headers,
          payload: { status },
        });
      const listed = async () => {
        const list = lawyerProfileListSchema.parse((await get('/api/profiles')).json());
        const conversation = await createConversation(testApp, tenant, 'Reprise de logement');
        const matching = legalExpertListResponseSchema.parse(
          (await get(`/api/profiles/matching?conversationId=${conversation.id}`)).json(),
        );
        return [list.items.map((item) => item.name), matching.items.map((item) => item.name)];
      };
      expect((await suspend('SUSPENDED')).statusCode).toBe(200);
      expect(await listed()).toEqual([['Me Montréal'], ['Me Montréal']]);
      expect((await suspend('CONFIRMED')).statusCode).toBe(200);
      const [list, matching] = await listed();
      expect(list).toHaveLength(2);
      expect(matching).toHaveLength(2);
    });
  });
});
