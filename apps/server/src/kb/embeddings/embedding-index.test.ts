import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl } from '../../env';
import { createKbService } from '../../modules/kb/kb.service';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { silentProgress } from '../ingest/ingest-progress';
import {
  startFakeEmbeddingServer,
  type FakeEmbeddingServer,
} from '../../test/fake-embedding-server';
import {
  articleLine,
  createFixtureCorpus,
  FIXTURE_ARTICLES,
  type FixtureCorpus,
} from '../../test/fixture-corpus';
import { createEmbeddingIndex, type EmbeddingIndex } from './embedding-index';

const DIMENSIONS = 64;
const API_KEY = 'sk-index-test-key';
/** PGlite loads pgvector; the PostgreSQL 15 the suite also runs on has no pgvector. */
const onPglite = readTestDatabaseUrl() === undefined;

function createFixture() {
  const state = {
    database: undefined as unknown as TestDatabase,
    corpus: undefined as unknown as FixtureCorpus,
    fake: undefined as unknown as FakeEmbeddingServer,
    warnings: [] as string[],
    index(options: { queryTimeoutMs?: number } = {}): EmbeddingIndex {
      const settings = {
        provider: 'openai-compatible' as const,
        baseUrl: state.fake.baseUrl,
        apiKey: API_KEY,
        model: 'fake-embed-1',
        dimensions: DIMENSIONS,
      };
      const log = { warn: (message: string) => state.warnings.push(message) };
      const index = createEmbeddingIndex(state.database.db, settings, log, options);
      if (!index) throw new Error('a configured provider gives an index');
      return index;
    },
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.corpus = createFixtureCorpus();
    state.fake = await startFakeEmbeddingServer(DIMENSIONS);
  });
  afterAll(async () => {
    await state.fake.close();
    await state.database.dispose();
    state.corpus.remove();
  });
  afterEach(() => {
    state.fake.mode = 'ok';
    for (const warning of state.warnings) expect(warning).not.toContain(API_KEY);
  });
  return state;
}

const tableExists = async (database: TestDatabase) =>
  (
    await database.db.execute<{ name: string | null }>(
      sql`select to_regclass('kb_embeddings')::text as name`,
    )
  ).rows[0]?.name != null;

describe.runIf(onPglite)('embedding index on PGlite (pgvector loaded)', () => {
  const state = createFixture();

  it('creates the extension, table and index at run time, not in a migration', async () => {
    expect(await tableExists(state.database)).toBe(false);
    expect(await state.index().prepare()).toBe(true);
    const column = await state.database.db.execute<{ type: string }>(sql`
      select format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = 'kb_embeddings'::regclass and attname = 'embedding'`);
    expect(column.rows[0]?.type).toBe(`vector(${DIMENSIONS})`);
    const indexes = await state.database.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'kb_embeddings'`,
    );
    expect(indexes.rows.some((row) => row.indexdef.includes('hnsw'))).toBe(true);
  });

  it('embeds on ingest only the passages that are new or changed', async () => {
    const index = state.index();
    const first = await ingestCorpus(state.database.db, state.corpus.dir, silentProgress, {
      embeddings: index,
    });
    const passages = await state.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from kb_passages`,
    );
    const total = Number(passages.rows[0]?.count);
    expect(total).toBeGreaterThan(3);
    expect(first.embeddings).toEqual({ status: 'done', embedded: total });
    expect(state.fake.inputs()).toHaveLength(total);

    const sentBefore = state.fake.requests.length;
    const again = await ingestCorpus(state.database.db, state.corpus.dir, silentProgress, {
      embeddings: index,
    });
    expect(again.embeddings).toEqual({ status: 'done', embedded: 0 });
    expect(state.fake.requests.length).toBe(sentBefore);

    const changed = FIXTURE_ARTICLES.map((line) =>
      line.includes('"1904"')
        ? articleLine('1904', 'Le locateur ne peut exiger aucun dépôt, sauf le premier loyer.')
        : line,
    );
    state.corpus.write('laws/ccq-lease-fr.jsonl', changed);
    const inputsBefore = state.fake.inputs().length;
    const third = await ingestCorpus(state.database.db, state.corpus.dir, silentProgress, {
      embeddings: index,
    });
    expect(third.embeddings).toEqual({ status: 'done', embedded: 1 });
    const sent = state.fake.inputs().slice(inputsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('aucun dépôt');
  });

  it('keeps the ingest going and says so when the provider fails', async () => {
    state.corpus.write('laws/ccq-lease-fr.jsonl', [
      ...FIXTURE_ARTICLES,
      articleLine('1905', 'Le locateur ne peut exiger un chèque postdaté.'),
    ]);
    state.fake.mode = 'fail';
    const report = await ingestCorpus(state.database.db, state.corpus.dir, silentProgress, {
      embeddings: state.index(),
    });
    expect(report.errorCount).toBe(2); // the fixture's two malformed lines, nothing more
    expect(report.embeddings).toMatchObject({ status: 'failed', embedded: 0 });
    expect(state.warnings.at(-1)).toContain('HTTP 500');
  });

  it('falls back to the lexical results when the query embedding fails or times out', async () => {
    const lexical = createKbService(state.database.db);
    const question = { q: 'Le locateur peut-il exiger un dépôt?', k: 5 };
    const expected = JSON.stringify(await lexical.search(question));
    const index = state.index({ queryTimeoutMs: 100 });
    const hybrid = createKbService(state.database.db, { embeddings: index });
    state.warnings.length = 0;
    for (const mode of ['fail', 'fail', 'hang'] as const) {
      state.fake.mode = mode;
      expect(JSON.stringify(await hybrid.search(question))).toBe(expected);
    }
    // One outage, one warning: the second failure and the timeout are not logged again.
    expect(state.warnings).toHaveLength(1);
    expect(state.warnings[0]).toMatch(/Vector search unavailable.*HTTP 500/);
  });
});

describe.runIf(!onPglite)('embedding index on PostgreSQL without pgvector', () => {
  const state = createFixture();

  it('disables itself with one warning and leaves ingest and search lexical', async (context) => {
    const available = await state.database.db.execute(
      sql`select 1 from pg_available_extensions where name = 'vector'`,
    );
    if (available.rows.length > 0) context.skip();
    const index = state.index();
    const report = await ingestCorpus(state.database.db, state.corpus.dir, silentProgress, {
      embeddings: index,
    });
    expect(report.embeddings).toEqual({ status: 'disabled', reason: 'pgvector is unavailable' });
    expect(report.files.some((file) => file.loaded > 0)).toBe(true);
    expect(await tableExists(state.database)).toBe(false);
    const question = { q: 'Le locateur peut-il exiger un dépôt?', k: 5 };
    const lexical = await createKbService(state.database.db).search(question);
    const hybrid = await createKbService(state.database.db, { embeddings: index }).search(question);
    expect(hybrid).toEqual(lexical);
    expect(state.fake.requests).toHaveLength(0);
    expect(state.warnings).toEqual([
      'Vector search disabled, search stays lexical-only: the PostgreSQL server has no pgvector extension',
    ]);
  });
});
