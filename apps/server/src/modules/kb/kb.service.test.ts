import { getSourceKey, type KbSearchResponse } from '@lexlogis/contracts';
import { sql } from 'drizzle-orm';
import { loadContent } from '../../kb/content/load-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbService, type KbService } from './kb.service';

const articlesOf = (response: KbSearchResponse) =>
  response.results.map((hit) => ('article' in hit.source ? hit.source.article : undefined));

describe('knowledge-base search (real corpus)', () => {
  let database: TestDatabase;
  let service: KbService;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ingestCorpus(database.db, REAL_CORPUS_DIR, silentProgress);
    service = createKbService(database.db);
  });
  afterAll(() => database.dispose());

  it('finds art. 1904 first or second for the English security-deposit question', async () => {
    const response = await service.search({
      q: 'Can my landlord ask for a security deposit?',
      k: 5,
      lang: 'en',
    });
    expect(articlesOf(response).slice(0, 2)).toContain('1904');
    const law = response.results.find(
      (hit) => 'article' in hit.source && hit.source.article === '1904',
    );
    // The official English text is loaded and current for 1904: it is quoted in English.
    expect(law?.source).toMatchObject({
      type: 'LAW',
      lang: 'en',
      urlEn: expect.stringContaining('/en/'),
    });
  });

  it('finds art. 1904 first or second for « Le locateur peut-il exiger un dépôt? »', async () => {
    const response = await service.search({ q: 'Le locateur peut-il exiger un dépôt?', k: 5 });
    expect(response.lang).toBe('fr');
    expect(articlesOf(response).slice(0, 2)).toContain('1904');
  });

  it('reaches arts. 1942–1947 from an English rent-increase question', async () => {
    const response = await service.search({
      q: 'My landlord wants to increase my rent, what can I do?',
      k: 10,
      types: ['LAW'],
    });
    const inRange = articlesOf(response).filter(
      (article) => article && article >= '1942' && article <= '1947',
    );
    expect(inRange.length).toBeGreaterThanOrEqual(3);
    expect(
      articlesOf(response)
        .slice(0, 3)
        .some((article) => inRange.includes(article)),
    ).toBe(true);
  });

  it('quotes art. 1938 in French for an English reader, its English page predating 2024', async () => {
    const response = await service.search({
      q: 'separation spouse maintain occupancy',
      lang: 'en',
      types: ['LAW'],
    });
    const law = response.results.find(
      (hit) => 'article' in hit.source && hit.source.article === '1938',
    );
    expect(law?.source).toMatchObject({ lang: 'fr', consolidationDate: '2025-06-30' });
    expect(law?.source.content).toContain('union parentale');
  });

  it('links MODIFIED_LAW entries of 1852, 1938 and 1959.1 to their LAW entries', async () => {
    const rows = await database.db.execute<{ article: string; original_source_id: string }>(sql`
      select article, original_source_id from kb_sources
      where type = 'MODIFIED_LAW' and article in ('1852', '1938', '1959.1') order by article`);
    expect(rows.rows).toEqual([
      { article: '1852', original_source_id: 'law-ccq-1852' },
      { article: '1938', original_source_id: 'law-ccq-1938' },
      { article: '1959.1', original_source_id: 'law-ccq-1959.1' },
    ]);
    const response = await service.search({
      q: 'locataire âgé de 65 ans reprise du logement',
      k: 10,
    });
    // One result per article: the amendment rides on the article as a badge.
    const entries = response.results.filter(
      (hit) => 'article' in hit.source && hit.source.article === '1959.1',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.source).toMatchObject({
      type: 'LAW',
      id: 'law-ccq-1959.1',
      isModified: true,
      amendedBy: ['2024, c. 23'],
    });
    const onlyModified = await service.search({
      q: 'locataire âgé de 65 ans reprise du logement',
      k: 10,
      types: ['MODIFIED_LAW'],
    });
    expect(onlyModified.results.map((hit) => hit.source.type)).not.toContain('LAW');
    expect(
      onlyModified.results.find((hit) => 'article' in hit.source && hit.source.article === '1959.1')
        ?.source,
    ).toMatchObject({ type: 'MODIFIED_LAW', originalSourceId: 'law-ccq-1959.1', isModified: true });
  });

  it('attaches the plain-language note to each article, and English words reach it', async () => {
    const note = loadContent().notes.get('1904');
    if (!note) throw new Error('the reviewed notes must cover art. 1904');
    // The note's own English words, with no French and no article number, find the article.
    const response = await service.search({ q: note.en, lang: 'en', k: 5 });
    const first = response.results[0]?.source;
    expect(first).toMatchObject({ type: 'LAW', article: '1904' });
    expect(first).toMatchObject({
      note: { en: note.en, fr: note.fr, consolidation: note.origin.consolidation },
    });
  });

  it('never offers the repealed art. 1966 as law in force', async () => {
    for (const q of [
      'article 1966',
      'art. 1966 C.c.Q. reprise du logement',
      'eviction notice repossession 1966',
    ]) {
      const response = await service.search({ q, k: 50 });
      expect(articlesOf(response)).not.toContain('1966');
    }
  });

  it('returns each source once (contract de-duplication) and honours the type filter', async () => {
    const response = await service.search({ q: 'bail logement loyer locateur locataire', k: 50 });
    const keys = response.results.map((hit) => getSourceKey(hit.source));
    expect(new Set(keys).size).toBe(keys.length);
    const forms = await service.search({ q: 'notice of rent increase', k: 5, types: ['FORM'] });
    expect(forms.results.map((hit) => hit.source.type)).toEqual(Array(5).fill('FORM'));
    expect(forms.results[0]?.source).toMatchObject({
      formId: expect.stringMatching(/^TAL-8(06|19)A$/),
    });
  });

  it('keeps decision outcomes as given, unknown included', async () => {
    const response = await service.search({
      q: 'reprise de logement de mauvaise foi',
      k: 20,
      types: ['CASELAW'],
    });
    const outcomes = new Set(
      response.results.map((hit) => ('outcome' in hit.source ? hit.source.outcome : null)),
    );
    expect(outcomes.has('unknown')).toBe(true);
    const boucher = response.results.find(
      (hit) => 'reference' in hit.source && hit.source.reference === '2023 QCTAL 22726',
    );
    expect(boucher?.source).toMatchObject({ outcome: 'unknown', decisionDate: '2023-07-28' });
  });

  it('detects an excluded situation (art. 1892) from the question or the questionnaire', async () => {
    const fromQuestion = await service.search({
      q: 'I rent a cottage for the summer holidays. Do the rules apply?',
      k: 5,
    });
    expect(fromQuestion.excludedSituation).toMatchObject({
      situation: 'vacation-rental',
      origin: 'question',
      article: '1892',
      paragraph: '1°',
    });
    expect(articlesOf(fromQuestion)[0]).toBe('1892');
    const fromAnswers = await service.search({
      q: 'Can I be evicted?',
      k: 5,
      context: { excludedSituation: 'hotel-room' },
    });
    expect(fromAnswers.excludedSituation).toMatchObject({
      situation: 'hotel-room',
      origin: 'questionnaire',
      paragraph: '3°',
    });
    expect(articlesOf(fromAnswers)).toContain('1892');
    const none = await service.search({
      q: 'Can my landlord ask for a deposit?',
      k: 5,
      context: { excludedSituation: 'none' },
    });
    expect(none.excludedSituation).toBeNull();
  });

  it('steers towards the sections of the questionnaire answers', async () => {
    const q = 'Do I have to answer the notice of rent increase?';
    const plain = await service.search({ q, k: 10, types: ['LAW'] });
    const lowRental = await service.search({
      q,
      k: 10,
      types: ['LAW'],
      context: { buildingType: 'llm' },
    });
    expect(lowRental.steeredArticles).toEqual(['1984-1995', '1956']);
    expect(articlesOf(lowRental).indexOf('1992')).toBeGreaterThanOrEqual(0);
    expect(articlesOf(lowRental).indexOf('1992')).toBeLessThan(3);
    const plainRank = articlesOf(plain).indexOf('1992');
    expect(plainRank === -1 || plainRank > articlesOf(lowRental).indexOf('1992')).toBe(true);
    const senior = await service.search({
      q: 'Can my landlord take back my apartment?',
      k: 5,
      context: { tenant65Over: true },
    });
    expect(articlesOf(senior).slice(0, 3)).toContain('1959.1');
  });
});

describe('knowledge-base search (empty)', () => {
  it('answers with no results when nothing was ingested', async () => {
    const database = await createTestDatabase();
    try {
      const service = createKbService(database.db);
      expect(await service.isEmpty()).toBe(true);
      const response = await service.search({ q: 'security deposit' });
      expect(response.results).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
