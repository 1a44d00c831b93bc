import {
  findFormResponseSchema,
  legalFormDetailSchema,
  legalFormsResponseSchema,
  type FindFormRequest,
  type FindFormResponse,
  type LegalFormsResponse,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealCorpusTestApp } from '../../test/real-corpus-app';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';

describe('legal forms over the real TAL catalogue', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createRealCorpusTestApp();
    user = await createSignedInUser(testApp, { email: 'forms@example.com' });
  });
  afterAll(() => testApp.close());

  const get = (url: string, who: SignedInUser | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
  const post = (body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/forms/find',
      headers: user.headers,
      payload: body as object,
    });

  async function list(query: string): Promise<LegalFormsResponse> {
    const response = await get(`/api/forms?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return legalFormsResponseSchema.parse(response.json());
  }

  async function find(body: FindFormRequest): Promise<FindFormResponse> {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    return findFormResponseSchema.parse(response.json());
  }

  it('lists the 56 forms of the catalogue, paged', async () => {
    const first = await list('limit=50');
    expect(first.meta).toEqual({ total: 56, page: 1, limit: 50, totalPages: 2 });
    const second = await list('limit=50&page=2');
    expect(second.items).toHaveLength(6);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(56);
    const notice = first.items.find((item) => item.id === 'TAL-806A');
    expect(notice?.pdfUrl).toBe(
      'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_806A_E.pdf',
    );
    expect(notice?.useWhen).toMatch(/^A lessor wants to notify a lessee of a rent increase/);
  });

  it('finds the rent-increase notice and its answer in English and in French', async () => {
    for (const q of ['rent increase notice', 'avis d’augmentation de loyer']) {
      const page = await list(`q=${encodeURIComponent(q)}&limit=5`);
      const ids = page.items.map((item) => item.id);
      expect(ids, q).toContain('TAL-806A');
      expect(ids, q).toContain('TAL-810A');
    }
  });

  it('filters by who files the form, category and matter', async () => {
    const lessee = await list('party=lessee&limit=60');
    expect(lessee.meta.total).toBe(16);
    expect(lessee.items.every((item) => item.initiatingParty === 'lessee')).toBe(true);
    const notices = await list('category=notices_to_lessor&matter=rent&limit=60');
    expect(notices.items.map((item) => item.id)).toContain('TAL-810A');
    expect(
      notices.items.every(
        (item) => item.category === 'notices_to_lessor' && item.matterType === 'rent',
      ),
    ).toBe(true);
    const searched = await list(`q=${encodeURIComponent('rent increase')}&party=lessor`);
    expect(searched.items.map((item) => item.id)).toContain('TAL-806A');
    expect(searched.items.map((item) => item.id)).not.toContain('TAL-810A');
  });

  it('shows one form with its articles, related forms and official links', async () => {
    const response = await get('/api/forms/TAL-810A?lang=fr');
    expect(response.statusCode, response.body).toBe(200);
    const form = legalFormDetailSchema.parse(response.json());
    expect(form.legalEffect).toMatch(/article 1945 C\.C\.Q\./);
    const article = form.articles.find((item) => item.article === '1945');
    expect(article?.text).toMatch(/dans le mois de la réception de l.avis de modification/);
    expect(article?.url).toMatch(/legisquebec/);
    expect(form.relatedForms.map((related) => related.id)).toEqual([
      'TAL-806A',
      'TAL-819A',
      'TAL-002A',
    ]);
    const sold = legalFormDetailSchema.parse((await get('/api/forms/BAIL')).json());
    expect(sold.sold).toBe(true);
    expect(sold.pdfUrl).toBeNull();
    const other = legalFormDetailSchema.parse((await get('/api/forms/TAL-806A')).json());
    expect(other.doNotUseWhen).toEqual([
      'A lease that includes services of a personal nature provided to the lessee, which uses TAL-819A instead.',
    ]);
  });

  it('answers 404 for an unknown form and 400 for bad input', async () => {
    const unknown = await get('/api/forms/TAL-999Z');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('LEGAL_FORM_NOT_FOUND');
    for (const query of [
      'party=owner',
      'category=x',
      'limit=0',
      'page=abc',
      `q=${'a'.repeat(201)}`,
    ]) {
      const response = await get(`/api/forms?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION_ERROR');
    }
    expect((await get('/api/forms/bad%20id')).statusCode).toBe(400);
    for (const body of [
      {},
      { role: 'tenant', situation: '' },
      { role: 'king', situation: 'I received a notice' },
      { role: 'tenant', situation: 'x'.repeat(1001) },
      { role: 'tenant', situation: 'notice', dates: { noticeReceived: '2025-02-30' } },
      { role: 'tenant', situation: 'notice', extra: true },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await get('/api/forms', null)).statusCode).toBe(401);
  });

  it('gives a tenant who received a rent-increase notice the answer form first, with its deadline', async () => {
    const result = await find({
      role: 'tenant',
      situation: 'I received a notice of rent increase from my landlord',
      goal: 'I want to refuse the increase',
      dates: { noticeReceived: '2025-02-20' },
      lang: 'en',
    });
    const [first] = result.results;
    expect(first?.form.id).toBe('TAL-810A');
    expect(first?.guide?.id).toBe('rent-increase-renewal');
    expect(first?.reason.length).toBeGreaterThan(10);
    const deadline = first?.deadlines.find((item) => item.article === '1945');
    // Art. 1945: within one month of receiving the notice.
    expect(deadline?.date).toBe('2025-03-20');
    expect(deadline?.text).toMatch(/March 20, 2025/);
    // A tenant is never sent to the landlord's own notice.
    expect(result.results.map((item) => item.form.id)).not.toContain('TAL-806A');
  });

  it('ranks the received notice’s answer first in French, and asks for the missing date', async () => {
    const result = await find({
      role: 'tenant',
      situation: 'J’ai reçu un avis',
      receivedForm: 'TAL-806A',
      lang: 'fr',
    });
    expect(result.results[0]?.form.id).toBe('TAL-810A');
    expect(result.results[0]?.reason).toMatch(/avis que vous avez reçu/);
    expect(result.missingDates).toContain('noticeReceived');
  });

  it('ranks the forms of other situations for the right party', async () => {
    const landlord = await find({
      role: 'landlord',
      situation: 'My tenant has not paid the rent for two months',
      goal: 'I want to recover the rent and end the lease',
    });
    expect(landlord.results[0]?.form.id).toBe('TAL-065A');
    const repossession = await find({
      role: 'tenant',
      situation: 'My landlord sent me a notice of repossession of my dwelling for his daughter',
      dates: { noticeReceived: '2025-01-10' },
    });
    expect(repossession.results[0]?.form.id).toBe('TAL-811A');
    expect(repossession.results[0]?.deadlines.find((item) => item.article === '1962')?.date).toBe(
      '2025-02-10',
    );
    const repairs = await find({
      role: 'tenant',
      situation: 'There is mould and the landlord refuses to do repairs',
    });
    expect(repairs.results.map((item) => item.form.id)).toContain('TAL-001A');
  });
});
