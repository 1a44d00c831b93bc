import type { KbSearchResponse } from '@lexlogis/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../kb/content/load-content';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { makeGuide } from '../../test/fixture-content';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbService, type KbService } from './kb.service';

const idsOf = (response: KbSearchResponse) => response.results.map((hit) => hit.source.id);
const articlesOf = (response: KbSearchResponse) =>
  response.results.map((hit) => (hit.source.type === 'LAW' ? hit.source.article : undefined));

describe('search steered by situation guides and received notices (real corpus)', () => {
  let database: TestDatabase;
  let withGuide: KbService;
  let withoutGuide: KbService;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ingestCorpus(database.db, REAL_CORPUS_DIR, silentProgress);
    const { notes } = loadContent();
    // The fixture guide answers a senior tenant's repossession from art. 1959.1, form TAL-811A.
    withGuide = createKbService(database.db, { content: { notes, guides: [makeGuide()] } });
    withoutGuide = createKbService(database.db, { content: { notes, guides: [] } });
  });
  afterAll(() => database.dispose());

  it('indexes each note with its own weight (English as own text, French beside the law)', async () => {
    const result = await database.db.execute<{ lang: string; weight: number }>(sql`
      select distinct lang, weight from kb_postings where passage_id like '%#note-%' order by lang`);
    expect(result.rows.map((row) => ({ ...row, weight: Number(row.weight) }))).toEqual([
      { lang: 'en', weight: 1 },
      { lang: 'fr', weight: 0.75 },
    ]);
  });

  it('looks articles and forms up by reference, with their notes, in the given order', async () => {
    const found = await withGuide.lookup(
      { articles: ['1959.1', '9999'], forms: ['TAL-811A'] },
      'en',
    );
    expect(found.map((source) => source.id)).toEqual(['law-ccq-1959.1', 'form-tal-811a']);
    expect(found[0]).toMatchObject({
      type: 'LAW',
      amendedBy: ['2024, c. 23'],
      note: { en: expect.any(String) },
    });
  });

  it('lifts the article a matched guide answers from', async () => {
    const params = {
      q: 'What is a repossession?',
      k: 10,
      lang: 'en' as const,
      types: ['LAW' as const],
    };
    const steered = idsOf(await withGuide.search(params));
    const plain = idsOf(await withoutGuide.search(params));
    const rank = (ids: Array<string | undefined>) => ids.indexOf('law-ccq-1959.1');
    // A nudge, not an override (ARTICLE_STEERING_SHARE): the question's own words still count.
    expect(rank(steered)).toBeGreaterThanOrEqual(0);
    expect(rank(plain) === -1 || rank(plain) > rank(steered)).toBe(true);
  });

  it('offers the guide’s forms to the party who files them only', async () => {
    const q = 'repossession of the apartment';
    const asTenant = await withGuide.search({ q, k: 30, context: { userType: 'tenant' } });
    const asLandlord = await withGuide.search({ q, k: 30, context: { userType: 'landlord' } });
    const rank = (response: KbSearchResponse) => idsOf(response).indexOf('form-tal-811a');
    expect(rank(asTenant)).toBeGreaterThanOrEqual(0);
    expect(rank(asLandlord) === -1 || rank(asLandlord) > rank(asTenant)).toBe(true);
  });

  it('brings the answering form after a notice the tenant received (TAL-806A → TAL-810A)', async () => {
    const q = 'I received a notice of rent increase TAL-806A';
    const types = ['FORM' as const];
    const tenant = idsOf(
      await withoutGuide.search({ q, k: 10, types, context: { userType: 'tenant' } }),
    );
    const notice = tenant.indexOf('form-tal-806a');
    expect(notice).toBeGreaterThanOrEqual(0);
    expect(tenant).toContain('form-tal-810a');
    const landlord = idsOf(
      await withoutGuide.search({ q, k: 10, types, context: { userType: 'landlord' } }),
    );
    // The landlord sent the notice: its answer is not pushed on them.
    expect(landlord.indexOf('form-tal-810a')).not.toBe(landlord.indexOf('form-tal-806a') + 1);
  });

  it('gives the evidence guides are chosen on: its ranking before any guide steered it', async () => {
    const params = { q: 'What is a repossession?', k: 10, types: ['LAW' as const] };
    const evidenced = createKbService(database.db, {
      content: { notes: loadContent().notes, guides: [makeGuide()] },
      guideEvidence: true,
    });
    const steered = await evidenced.searchForAnswer(params);
    const evidence = steered.evidence ?? [];
    const plain = await withoutGuide.search(params);
    const articles = articlesOf(plain);
    // The guide moved art. 1959.1 up the results, not in the evidence: that is search's own.
    const order = articlesOf(steered);
    expect(order.indexOf('1959.1')).toBeLessThan(articles.indexOf('1959.1'));
    expect(evidence).toEqual(articles.slice(0, evidence.length));
    expect(evidence).not.toEqual(order.slice(0, evidence.length));
    expect(evidence.length).toBeGreaterThan(3);
    expect('evidence' in (await evidenced.search(params))).toBe(false);
    // Off by default: search steers as before round 6 and gives no evidence.
    expect((await withGuide.searchForAnswer(params)).evidence).toBeUndefined();
  });

  it('steers search with the reading the answer uses (English words to a French concept)', async () => {
    // Art. 1960 (the eviction notice): the question's words alone do not rank it first.
    const base = makeGuide();
    const guide = makeGuide({
      id: 'eviction',
      appliesTo: { roles: ['tenant'], concepts: { en: ['subdivide'], fr: ['évincer'] } },
      answer: { ...base.answer, articles: ['1960'] },
      articles: ['1960'],
    });
    const french = createKbService(database.db, {
      content: { notes: loadContent().notes, guides: [guide] },
      guideEvidence: true,
    });
    const params = { q: 'My landlord wants to kick me out', k: 40, types: ['LAW' as const] };
    const scoreOf = (response: KbSearchResponse) =>
      response.results.find((hit) => hit.source.id === 'law-ccq-1960')?.score ?? 0;
    expect(french.matchGuides({ question: params.q })[0]?.guide.id).toBe('eviction');
    const steered = scoreOf(await french.search(params));
    const plain = scoreOf(await withoutGuide.search(params));
    expect(steered).toBeGreaterThan(plain);
  });
});
