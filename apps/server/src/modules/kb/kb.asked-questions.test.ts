import type { KbSearchResponse } from '@lexlogis/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../kb/content/load-content';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { ASKED_WEIGHTS, indexArticleNotes } from '../../kb/ingest/ingest-notes';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbService } from './kb.service';

const articlesOf = (response: KbSearchResponse) =>
  response.results.map((hit) => (hit.source.type === 'LAW' ? hit.source.article : undefined));

/** Words no article, note or real asked question holds: only the fixture can bring 1932 up. */
const QUESTION = 'the quokka wants a zorbing session in my kitchen';
const ASKED = new Map([
  [
    '1932',
    {
      en: ['can the quokka come for a zorbing session at dawn', 'is zorbing allowed', 'quokka?'],
      fr: ['le quokka peut-il venir', 'une séance de zorbing chez moi', 'zorbing tôt le matin'],
    },
  ],
]);

describe('the questions an article answers, indexed as its hidden search field', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ingestCorpus(database.db, REAL_CORPUS_DIR, silentProgress);
  });
  afterAll(() => database.dispose());

  async function searchWith(asked: typeof ASKED) {
    await indexArticleNotes(database.db, loadContent().notes, { asked });
    const kb = createKbService(database.db, {
      content: { notes: loadContent().notes, guides: [] },
    });
    return kb.search({ q: QUESTION, k: 5, lang: 'en', types: ['LAW'] });
  }

  it('indexes the real questions of every article in force, with their weight', async () => {
    const result = await database.db.execute<{ lang: string; weight: number; count: number }>(sql`
      select lang, weight, count(distinct passage_id)::int as count from kb_postings
      where passage_id like '%#asked-%' group by lang, weight order by lang`);
    expect(result.rows.map((row) => ({ ...row, weight: Number(row.weight) }))).toEqual([
      { lang: 'en', weight: ASKED_WEIGHTS.en, count: expect.any(Number) },
      { lang: 'fr', weight: ASKED_WEIGHTS.fr, count: expect.any(Number) },
    ]);
    expect(result.rows[0]?.count).toBeGreaterThan(150);
  });

  it('brings an article up by words only its asked questions hold, and never shows them', async () => {
    const found = await searchWith(ASKED);
    expect(articlesOf(found)[0]).toBe('1932');
    expect(JSON.stringify(found)).not.toMatch(/zorbing session at dawn|quokka come/);
    const without = await searchWith(new Map());
    expect(articlesOf(without)).not.toContain('1932');
  });
});
