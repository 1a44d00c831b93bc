import { kbSearchResponseSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCorpus } from '../../kb/ingest/ingest-corpus';
import { silentProgress } from '../../kb/ingest/ingest-progress';
import { createFixtureCorpus } from '../../test/fixture-corpus';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/kb/search', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    const corpus = createFixtureCorpus();
    await ingestCorpus(testApp.database.db, corpus.dir, silentProgress);
    corpus.remove();
    user = await createSignedInUser(testApp, { email: 'reader@example.com' });
  });
  afterAll(() => testApp.close());

  const search = (query: string, headers: Record<string, string> = user.headers) =>
    testApp.app.inject({ method: 'GET', url: `/api/kb/search?${query}`, headers });

  it('requires a signed-in session', async () => {
    const response = await search('q=deposit', {});
    expect(response.statusCode).toBe(401);
  });

  it('answers ranked sources in the contract shape', async () => {
    const response = await search('q=security%20deposit&k=3&lang=en&types=LAW,MODIFIED_LAW');
    expect(response.statusCode).toBe(200);
    const body = kbSearchResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      lang: 'en',
      types: ['LAW', 'MODIFIED_LAW'],
      excludedSituation: null,
    });
    expect(body.results[0]?.source).toMatchObject({ type: 'LAW', article: '1904', lang: 'en' });
    expect(body.results.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['a missing question', 'k=3'],
    ['an empty question', 'q=%20%20'],
    ['k out of range', 'q=deposit&k=0'],
    ['k not a number', 'q=deposit&k=ten'],
    ['an unknown language', 'q=deposit&lang=de'],
    ['an unknown source type', 'q=deposit&types=LAW,STATUTE'],
  ])('rejects %s with 400', async (_label, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
