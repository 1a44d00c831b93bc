import type { KbSearchResponse } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl } from '../../env';
import { createEmbeddingIndex, type EmbeddingIndex } from '../../kb/embeddings/embedding-index';
import { loadDevSet, DEV_SET_URL } from '../../kb/eval/run-eval';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import {
  startFakeEmbeddingServer,
  type FakeEmbeddingServer,
} from '../../test/fake-embedding-server';
import {
  articleLine,
  createFixtureCorpus,
  REAL_CORPUS_DIR,
  type FixtureCorpus,
} from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbService, type KbService } from './kb.service';

const DIMENSIONS = 64;
const onPglite = readTestDatabaseUrl() === undefined;
const silentLog = { warn: () => undefined };
const articlesOf = (response: KbSearchResponse) =>
  response.results.map((hit) => ('article' in hit.source ? hit.source.article : undefined));

/** Five articles sharing vocabulary; only 1913 is about a dwelling unfit for habitation. */
const PARAPHRASE_ARTICLES = [
  articleLine('1904', 'Le locateur ne peut exiger une somme d’argent, sous forme de dépôt.'),
  articleLine(
    '1910',
    'Le locateur est tenu de délivrer un logement en bon état d’habitabilité; il est aussi ' +
      'tenu de le maintenir ainsi pendant toute la durée du bail.',
  ),
  articleLine(
    '1913',
    'Le locateur ne peut offrir en location ni délivrer un logement impropre à l’habitation. ' +
      'Est notamment impropre à l’habitation le logement dont l’état constitue une menace ' +
      'sérieuse pour la santé ou la sécurité des occupants ou du public, ou celui qui a été ' +
      'déclaré tel par le tribunal ou par l’autorité compétente.',
  ),
  articleLine('1942', 'Le locateur peut modifier le loyer lors de la reconduction du bail.'),
  articleLine('1957', 'Le locateur d’un logement peut le reprendre pour l’habiter lui-même.'),
];

describe.runIf(onPglite)('hybrid search (fake embedder on a loopback port)', () => {
  let database: TestDatabase;
  let corpus: FixtureCorpus;
  let fake: FakeEmbeddingServer;
  let index: EmbeddingIndex;

  beforeAll(async () => {
    database = await createTestDatabase();
    corpus = createFixtureCorpus();
    corpus.write('laws/ccq-lease-fr.jsonl', PARAPHRASE_ARTICLES);
    corpus.write('laws/law-excerpts.jsonl', []);
    fake = await startFakeEmbeddingServer(DIMENSIONS);
    const settings = {
      provider: 'openai-compatible' as const,
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'fake-embed-1',
      dimensions: DIMENSIONS,
    };
    index = createEmbeddingIndex(database.db, settings, silentLog) as EmbeddingIndex;
    // Without the asked questions: their everyday words ("mould") would reach 1913 lexically.
    await ingestCorpus(database.db, corpus.dir, silentProgress, {
      embeddings: index,
      asked: new Map(),
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.dispose();
    corpus.remove();
  });

  it('lifts the article a paraphrase means above the ones it only shares words with', async () => {
    // No glossary: the vectors alone must bridge "moisissures" and "impropre à l'habitation".
    const question = {
      q: 'Mon logement est insalubre, plein de moisissures et de vermine',
      k: 5,
      types: ['LAW' as const],
    };
    const lexical = await createKbService(database.db, { glossary: [] }).search(question);
    const hybrid = await createKbService(database.db, { glossary: [], embeddings: index }).search(
      question,
    );
    // Lexically only "logement" matches ("insalubre", "moisissures", "vermine" are in no
    // article), and the shorter articles win on it; the fake model folds those three words
    // and "impropre", "habitation" onto one concept, as a real model places them together.
    expect(articlesOf(lexical)[0]).not.toBe('1913');
    expect(articlesOf(hybrid)[0]).toBe('1913');
    // The rest of the pipeline is unchanged: same shape, no duplicates, k respected.
    const keys = hybrid.results.map((hit) => hit.source.url);
    expect(new Set(keys).size).toBe(keys.length);
    expect(hybrid.results.length).toBeLessThanOrEqual(5);
  });

  it('adds sources the lexical search cannot reach at all (an English question, no glossary)', async () => {
    const question = { q: 'The flat is full of mould', k: 3, types: ['LAW' as const] };
    // No glossary and no guides: only the vector side knows what mould has to do with 1913.
    const bare = { glossary: [], content: { notes: new Map(), guides: [] } };
    const lexical = await createKbService(database.db, bare).search(question);
    const hybrid = await createKbService(database.db, { ...bare, embeddings: index }).search(
      question,
    );
    expect(articlesOf(lexical)).not.toContain('1913');
    expect(articlesOf(hybrid)[0]).toBe('1913');
  });

  it('keeps the excluded-situation report and art. 1892 handling of the plan', async () => {
    const question = { q: 'Je loue un chalet pour l’été, le logement a des moisissures', k: 5 };
    const lexical = await createKbService(database.db).search(question);
    const hybrid = await createKbService(database.db, { embeddings: index }).search(question);
    expect(hybrid.excludedSituation).toEqual(lexical.excludedSituation);
    expect(hybrid.excludedSituation).not.toBeNull();
  });
});

describe.runIf(onPglite)('hybrid search on the real corpus (fake embedder)', () => {
  let database: TestDatabase;
  let fake: FakeEmbeddingServer;
  let lexical: KbService;
  let hybrid: KbService;

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeEmbeddingServer(DIMENSIONS);
    const settings = {
      provider: 'openai-compatible' as const,
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'fake-embed-1',
      dimensions: DIMENSIONS,
    };
    const index = createEmbeddingIndex(database.db, settings, silentLog) as EmbeddingIndex;
    const report = await ingestCorpus(database.db, REAL_CORPUS_DIR, silentProgress, {
      embeddings: index,
    });
    expect(report.embeddings).toMatchObject({ status: 'done' });
    lexical = createKbService(database.db);
    hybrid = createKbService(database.db, { embeddings: index });
  });
  afterAll(async () => {
    await fake.close();
    await database.dispose();
  });

  it('reorders some development questions and keeps what the lexical plan decides', async () => {
    const questions = loadDevSet(DEV_SET_URL);
    let reordered = 0;
    for (const { q, lang, context } of questions) {
      const params = { q, lang, context, k: 10, types: ['LAW' as const, 'MODIFIED_LAW' as const] };
      const [left, right] = [await lexical.search(params), await hybrid.search(params)];
      expect(fake.inputs().at(-1)).toBe(q);
      if (JSON.stringify(articlesOf(right)) !== JSON.stringify(articlesOf(left))) reordered += 1;
      expect(right.lang).toBe(left.lang);
      expect(right.excludedSituation).toEqual(left.excludedSituation);
      expect(right.steeredArticles).toEqual(left.steeredArticles);
      const keys = right.results.map((hit) => hit.source.id);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBeLessThanOrEqual(10);
    }
    // The fake model is a hashed bag of words: it proves the vectors take part, not that they
    // help, so no quality figure is asserted here (kb:eval measures a real provider).
    expect(reordered).toBeGreaterThan(0);
    // Two searches for each of the set's questions: about 13 s alone, over 60 s on a busy machine.
  }, 120_000);
});
