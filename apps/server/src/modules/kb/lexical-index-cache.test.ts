import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeFeed, type ChangeFeed } from '../../db/change-feed';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { createFixtureCorpus, type FixtureCorpus } from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbRepository, type CandidateQuery } from './kb.repository';
import { createKbService } from './kb.service';
import { createLexicalIndexLoader } from './lexical-index-cache';
import {
  createLexicalIndexRepository,
  type LexicalIndexRepository,
} from './lexical-index.repository';

const STATS = {
  en: { passages: 10, averageLength: 10 },
  fr: { passages: 10, averageLength: 10 },
};
/** A word no fixture passage has until a test writes it into art. 1904. */
const NEW_WORD = 'zorglub';
const queryFor = (lexeme: string): CandidateQuery => ({
  terms: [{ lang: 'fr', lexeme, weight: 1, selective: true }],
  stats: STATS,
  types: ['LAW'],
  articles: [],
  limit: 10,
});

describe('lexical index kept until the knowledge base changes (issue 10, round 6)', () => {
  let database: TestDatabase;
  let corpus: FixtureCorpus;
  let feed: ChangeFeed;
  let reads: Array<readonly unknown[] | undefined>;
  /** Runs once inside the next passages read, before it returns (a change racing the read). */
  let duringRead: (() => Promise<void>) | undefined;

  function countingRepository(): LexicalIndexRepository {
    const repository = createLexicalIndexRepository(database.db);
    return {
      ...repository,
      loadPassages: async (terms) => {
        reads.push(terms);
        const passages = await repository.loadPassages(terms);
        const action = duringRead;
        duringRead = undefined;
        await action?.();
        return passages;
      },
    };
  }

  async function writeWord(word: string, present: boolean): Promise<void> {
    const body = present ? sql`body || ${` ${word}`}` : sql`replace(body, ${` ${word}`}, '')`;
    await database.db.execute(
      sql`update kb_passages set body = ${body} where id = 'law-ccq-1904#fr'`,
    );
    await feed.sync();
  }
  const writeNewWord = (present: boolean) => writeWord(NEW_WORD, present);

  beforeAll(async () => {
    database = await createTestDatabase();
    corpus = createFixtureCorpus();
    await ingestCorpus(database.db, corpus.dir, silentProgress);
    feed = await createChangeFeed(database);
  });
  afterAll(async () => {
    await feed.close();
    await database.dispose();
    corpus.remove();
  });

  it('reads the whole index once for concurrent searches, then serves it from memory', async () => {
    reads = [];
    const load = createLexicalIndexLoader(
      countingRepository(),
      createKbRepository(database.db),
      feed,
    ).loadIndex;
    const indexes = await Promise.all([load([]), load([]), load([])]);
    await load([]);
    expect(reads).toEqual([undefined]);
    expect(indexes[1]).toBe(indexes[0]);
    expect(indexes[0]?.findCandidates(queryFor('depot')).map((row) => row.id)).toContain(
      'law-ccq-1904',
    );
  });

  it('reads it again after a passage changed, whoever changed it', async () => {
    reads = [];
    const load = createLexicalIndexLoader(
      countingRepository(),
      createKbRepository(database.db),
      feed,
    ).loadIndex;
    expect((await load([])).findCandidates(queryFor(NEW_WORD))).toEqual([]);
    // Outside any service (an ingest in another process, a SQL console): only the trigger tells.
    await writeNewWord(true);
    const found = (await load([])).findCandidates(queryFor(NEW_WORD)).map((row) => row.id);
    expect(found).toEqual(['law-ccq-1904']);
    expect(reads).toHaveLength(2);
    await writeNewWord(false);
  });

  it('does not keep an index read while the knowledge base changed', async () => {
    reads = [];
    const load = createLexicalIndexLoader(
      countingRepository(),
      createKbRepository(database.db),
      feed,
    ).loadIndex;
    duringRead = () => writeNewWord(true);
    await load([]);
    const found = (await load([])).findCandidates(queryFor(NEW_WORD)).map((row) => row.id);
    expect(found).toEqual(['law-ccq-1904']);
    expect(reads).toHaveLength(2);
    await writeNewWord(false);
  });

  it('reads the search statistics again after an ingest refreshed them (migration 0020)', async () => {
    const { analyzeTerms } = createLexicalIndexLoader(
      countingRepository(),
      createKbRepository(database.db),
      feed,
    );
    const texts = {
      frenchQuestion: 'dépôt',
      englishQuestion: 'dépôt',
      frenchExpansion: '',
      englishExpansion: '',
    };
    const documents = async () =>
      (await analyzeTerms(texts)).terms.find((term) => term.lang === 'fr')?.documents ?? 0;
    const before = await documents();
    expect(before).toBeGreaterThan(0);
    await database.db.execute(
      sql`update kb_lexeme_stats set documents = documents + 5 where lang = 'fr' and lexeme = 'depot'`,
    );
    await feed.sync();
    expect(await documents()).toBe(before + 5);
    await database.db.execute(
      sql`update kb_lexeme_stats set documents = documents - 5 where lang = 'fr' and lexeme = 'depot'`,
    );
    await feed.sync();
  });

  it('reads only the postings of the terms, every time, without a change feed (the CLIs)', async () => {
    reads = [];
    const load = createLexicalIndexLoader(
      countingRepository(),
      createKbRepository(database.db),
    ).loadIndex;
    const terms = [{ lang: 'fr', lexeme: 'depot' }];
    await load(terms);
    await load(terms);
    expect(reads).toEqual([terms, terms]);
  });

  it('finds a passage by a word written into it after the first search (the search itself)', async () => {
    const service = createKbService(database.db, { feed });
    // A word of art. 1938's (a new word would also need the ingest's refreshed statistics).
    const articles = async () =>
      (await service.search({ q: 'conjoint', lang: 'fr', types: ['LAW'] })).results.map((hit) =>
        'article' in hit.source ? hit.source.article : undefined,
      );
    expect(await articles()).toEqual(['1938']);
    await writeWord('conjoint', true);
    expect(await articles()).toEqual(expect.arrayContaining(['1904', '1938']));
    await writeWord('conjoint', false);
  });
});
