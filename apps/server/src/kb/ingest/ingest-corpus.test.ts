import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  articleLine,
  createFixtureCorpus,
  FIXTURE_ARTICLES,
  type FixtureCorpus,
} from '../../test/fixture-corpus';
import { ingestCorpus } from './ingest-corpus';
import { silentProgress } from './ingest-progress';

type Row = Record<string, unknown>;

describe('ingestCorpus (fixture corpus)', () => {
  let database: TestDatabase;
  let corpus: FixtureCorpus;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<Row>(query)).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    corpus = createFixtureCorpus();
  });
  afterAll(async () => {
    await database.dispose();
    corpus.remove();
  });

  it('reports malformed lines with file and line number and still loads the other files', async () => {
    const report = await ingestCorpus(database.db, corpus.dir, silentProgress);
    const byFile = Object.fromEntries(report.files.map((file) => [file.file, file]));
    expect(byFile['caselaw/decisions.jsonl']?.errors).toEqual([
      { line: 2, message: expect.stringContaining('not valid JSON') },
    ]);
    expect(byFile['caselaw/decisions.jsonl']?.loaded).toBe(2);
    expect(byFile['forms/tal-forms.json']?.errors).toEqual([
      { line: expect.any(Number), message: expect.stringContaining('forms[1]') },
    ]);
    expect(byFile['forms/tal-forms.json']?.errors[0]?.line).toBeGreaterThan(10);
    expect(byFile['laws/ccq-lease-fr.jsonl']?.errors).toEqual([]);
    expect(report.errorCount).toBe(2);
    const types = await rows(
      sql`select type, count(*)::int as n from kb_sources group by type order by type`,
    );
    expect(types).toEqual([
      { type: 'CASELAW', n: 2 },
      { type: 'FORM', n: 1 },
      { type: 'LAW', n: 3 },
      { type: 'MODIFIED_LAW', n: 1 },
    ]);
  });

  it('links the amended article to a MODIFIED_LAW entry and keeps the repealed one out of search', async () => {
    const modified = await rows(
      sql`select id, original_source_id, article, details->'amendments' as acts from kb_sources where type = 'MODIFIED_LAW'`,
    );
    expect(modified).toEqual([
      {
        id: 'modlaw-ccq-1938',
        original_source_id: 'law-ccq-1938',
        article: '1938',
        acts: ['2024, c. 22'],
      },
    ]);
    const repealed = await rows(
      sql`select status, (select count(*)::int from kb_passages where source_id = 'law-ccq-1966') as passages from kb_sources where id = 'law-ccq-1966'`,
    );
    expect(repealed).toEqual([{ status: 'repealed', passages: 0 }]);
  });

  it('never ingests secondary reproductions as law, and marks an outdated translation', async () => {
    const secondary = await rows(
      sql`select id from kb_sources where url like 'https://example.com/%'`,
    );
    expect(secondary).toEqual([]);
    const english = await rows(
      sql`select id, is_current from kb_passages where lang = 'en' and source_id like 'law-ccq-%' and id like '%#en' order by id`,
    );
    expect(english).toEqual([
      { id: 'law-ccq-1904#en', is_current: true },
      // The French text cites 2024, c. 22; the English page predates it.
      { id: 'law-ccq-1938#en', is_current: false },
    ]);
  });

  it('is idempotent: a second run keeps the same ids and counts', async () => {
    const before = await rows(sql`select id, content_hash from kb_sources order by id`);
    const postings = await rows(sql`select count(*)::int as n from kb_postings`);
    await ingestCorpus(database.db, corpus.dir, silentProgress);
    expect(await rows(sql`select id, content_hash from kb_sources order by id`)).toEqual(before);
    expect(await rows(sql`select count(*)::int as n from kb_postings`)).toEqual(postings);
  });

  it('replaces article texts with a new consolidation and keeps its date', async () => {
    corpus.write('laws/ccq-lease-fr.jsonl', [
      articleLine('1904', 'Texte refondu du nouvel article sur le dépôt.', {
        consolidation: '2026-01-31',
      }),
      ...FIXTURE_ARTICLES.slice(1),
    ]);
    await ingestCorpus(database.db, corpus.dir, silentProgress);
    const [article] = await rows(
      sql`select content, consolidation_date from kb_sources where id = 'law-ccq-1904'`,
    );
    expect(article).toEqual({
      content: 'Texte refondu du nouvel article sur le dépôt.',
      consolidation_date: '2026-01-31',
    });
    const [passage] = await rows(sql`select body from kb_passages where id = 'law-ccq-1904#fr'`);
    expect(passage).toEqual({ body: 'Texte refondu du nouvel article sur le dépôt.' });
  });

  it('removes what a cleanly loaded file no longer contains, never on a file with errors', async () => {
    corpus.write('laws/ccq-lease-fr.jsonl', FIXTURE_ARTICLES.slice(0, 1));
    const report = await ingestCorpus(database.db, corpus.dir, silentProgress);
    expect(report.files.find((file) => file.file === 'laws/ccq-lease-fr.jsonl')?.removed).toBe(3);
    const laws = await rows(
      sql`select id from kb_sources where source_file = 'laws/ccq-lease-fr.jsonl' order by id`,
    );
    expect(laws).toEqual([{ id: 'law-ccq-1904' }]);
    // decisions.jsonl still has its broken line 2: its rows are kept as they are.
    const decisions = await rows(
      sql`select count(*)::int as n from kb_sources where type = 'CASELAW'`,
    );
    expect(decisions).toEqual([{ n: 2 }]);
  });
});
