import {
  caselawDecisionSchema,
  caselawSearchResponseSchema,
  type CaselawSearchResponse,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealCorpusTestApp } from '../../test/real-corpus-app';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';

describe('case-law research over the real decisions', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createRealCorpusTestApp();
    user = await createSignedInUser(testApp, { email: 'research@example.com' });
  });
  afterAll(() => testApp.close());

  const get = (url: string, who: SignedInUser | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

  async function search(query: string): Promise<CaselawSearchResponse> {
    const response = await get(`/api/caselaw/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return caselawSearchResponseSchema.parse(response.json());
  }

  it('lists all 125 decisions of both files, newest first, without a query', async () => {
    const page = await search('limit=50');
    expect(page.meta).toEqual({ total: 125, page: 1, limit: 50, totalPages: 3 });
    const dates = page.items.map((item) => item.decision.date).filter(Boolean) as string[];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.every((item) => item.score === null)).toBe(true);
  });

  it('finds the vermin decisions in French and in English, with the words highlighted', async () => {
    for (const q of ['punaises de lit', 'bed bugs']) {
      const page = await search(`q=${encodeURIComponent(q)}&limit=10`);
      expect(page.meta.total).toBeGreaterThan(5);
      const titles = page.items.map((item) => item.decision.title);
      expect(titles).toContain('Lumande c. Raamco International Properties Canadian Ltd.');
      expect(titles).toContain("Office municipal d'habitation de Montréal c. Mathur");
      const first = page.items[0];
      expect(first?.snippet.filter((piece) => piece.match).map((piece) => piece.text)).toEqual(
        expect.arrayContaining(['punaises']),
      );
      const scores = page.items.map((item) => item.score ?? 0);
      expect(scores).toEqual([...scores].sort((left, right) => right - left));
    }
  });

  it('shows outcomes as given, unknown included, and never fills a missing title', async () => {
    const unknown = await search('outcome=unknown&limit=50');
    expect(unknown.meta.total).toBe(96);
    const known = await search('outcome=granted&limit=50');
    expect(known.meta.total).toBe(16);
    expect(known.items.every((item) => item.decision.outcome === 'granted')).toBe(true);
    // Undated records come last: news reports without a title among them.
    const rest = await search('outcome=unknown&limit=50&page=2');
    const untitled = rest.items.find((item) => item.decision.title === null);
    expect(untitled?.decision.subject).not.toBe('');
    expect(untitled?.decision.citation).toBeNull();
  });

  it('filters by tribunal, claim type and dates, and pages', async () => {
    const rdl = await search('tribunal=rdl&limit=50');
    expect(rdl.meta.total).toBe(34);
    expect(rdl.items.every((item) => item.decision.tribunalCode === 'rdl')).toBe(true);
    const repossession = await search('claimType=repossession');
    expect(repossession.meta.total).toBe(10);
    const range = await search('from=2024-01-01&to=2024-12-31&limit=50');
    expect(range.items.length).toBeGreaterThan(0);
    for (const item of range.items) {
      expect(item.decision.date! >= '2024-01-01' && item.decision.date! <= '2024-12-31').toBe(true);
    }
    const second = await search('tribunal=rdl&limit=10&page=2');
    expect(second.meta).toEqual({ total: 34, page: 2, limit: 10, totalPages: 4 });
    expect(second.items).toHaveLength(10);
    const past = await search('tribunal=rdl&limit=10&page=9');
    expect(past.items).toEqual([]);
    expect(past.meta.total).toBe(34);
  });

  it('answers 200 with an empty list when nothing matches', async () => {
    const page = await search('q=zzyzxquux&tribunal=cs');
    expect(page).toEqual({ items: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
  });

  it.each([
    ['court=tal', ''],
    ['tribunal=supreme', 'tribunal'],
    ['outcome=won', 'outcome'],
    ['claimType=whatever', 'claimType'],
    ['from=2024-02-30', 'from'],
    ['to=tomorrow', 'to'],
    ['from=2024-05-01&to=2024-01-01', 'to'],
    ['page=0', 'page'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
  ])('answers 400 VALIDATION_ERROR for %s', async (query, path) => {
    const response = await get(`/api/caselaw/search?${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as {
      error: { code: string; details: { issues: Array<{ path: string; location: string }> } };
    };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.issues[0]?.location).toBe('querystring');
    if (path) expect(error.details.issues.map((issue) => issue.path)).toContain(path);
  });

  it('answers one decision with its official link, and 404 for an unknown id', async () => {
    const page = await search('q=Freundlich');
    const id = page.items[0]?.decision.id ?? '';
    const response = await get(`/api/caselaw/${id}`);
    expect(response.statusCode).toBe(200);
    const decision = caselawDecisionSchema.parse(response.json());
    expect(decision).toMatchObject({
      title: 'Binette c. Freundlich',
      outcome: 'granted',
      applicantRole: 'tenant',
    });
    expect(decision.url).toMatch(/^https:\/\/www\.tal\.gouv\.qc\.ca\//);
    const missing = await get('/api/caselaw/caselaw-0000-qctal-0');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'DECISION_NOT_FOUND' } });
  });

  it('keeps two decisions that share a page address', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(`limit=50&page=${page}`)));
    const decisions = pages.flatMap((page) => page.items.map((item) => item.decision));
    expect(new Set(decisions.map((decision) => decision.id)).size).toBe(125);
    const samePage = decisions.filter((decision) =>
      decision.url.endsWith('/summary-decisions-condition-dwelling'),
    );
    expect(samePage.map((decision) => decision.title)).toEqual(
      expect.arrayContaining(['Gautier c. Streicher', 'Binette c. Freundlich', null]),
    );
  });

  it('needs a session', async () => {
    expect((await get('/api/caselaw/search?q=bail', null)).statusCode).toBe(401);
    expect((await get('/api/caselaw/caselaw-x', null)).statusCode).toBe(401);
  });
});
