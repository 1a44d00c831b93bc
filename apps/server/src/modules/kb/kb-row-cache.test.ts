import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeFeed, type ChangeFeed } from '../../db/change-feed';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { createFixtureCorpus, type FixtureCorpus } from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbRepository, type KbRepository } from './kb.repository';
import { createKbService } from './kb.service';

const ARTICLE_1904 = { articles: ['1904'], forms: [] };

describe('source rows kept until the knowledge base changes (issue 10, answer latency)', () => {
  let database: TestDatabase;
  let corpus: FixtureCorpus;
  let feed: ChangeFeed;
  let reads: string[][];

  /** The real repository, counting the source rows it is asked to read. */
  function countingRepository(): KbRepository {
    const repository = createKbRepository(database.db);
    return {
      ...repository,
      loadSources: (ids) => {
        reads.push([...ids]);
        return repository.loadSources(ids);
      },
    };
  }

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

  it('reads a source once, then serves it from memory', async () => {
    reads = [];
    const service = createKbService(database.db, { repository: countingRepository(), feed });
    const first = await service.lookup(ARTICLE_1904, 'fr');
    const second = await service.lookup(ARTICLE_1904, 'fr');
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    expect(reads).toEqual([['law-ccq-1904']]);
  });

  it('reads again what an update of kb_sources or kb_passages changed, whoever made it', async () => {
    reads = [];
    const service = createKbService(database.db, { repository: countingRepository(), feed });
    const before = await service.lookup(ARTICLE_1904, 'fr');
    // A change made outside the service (an import, a SQL console): only the trigger tells.
    await database.db.execute(
      sql`update kb_sources set title = title || ' (modifié)' where article = '1904'`,
    );
    await feed.sync();
    const after = await service.lookup(ARTICLE_1904, 'fr');
    expect(after[0]?.title).toBe(`${before[0]?.title} (modifié)`);
    expect(reads).toHaveLength(2);

    await database.db.execute(sql`update kb_passages set heading = heading where false`);
    await feed.sync();
    await service.lookup(ARTICLE_1904, 'fr');
    expect(reads).toHaveLength(3);
  });

  it('looks up the forms the catalogue says rest on an article', async () => {
    const service = createKbService(database.db, { feed });
    const forms = await service.lookup({ articles: [], forms: [], formsOn: ['1942'] }, 'fr');
    expect(forms.map((source) => source.id)).toEqual(['form-tal-806a']);
    expect(await service.lookup({ articles: [], forms: [], formsOn: ['1904'] }, 'fr')).toEqual([]);
  });

  it('reads the database every time without a change feed (the command-line tools)', async () => {
    reads = [];
    const service = createKbService(database.db, { repository: countingRepository() });
    await service.lookup(ARTICLE_1904, 'fr');
    await service.lookup(ARTICLE_1904, 'fr');
    expect(reads).toHaveLength(2);
  });
});
