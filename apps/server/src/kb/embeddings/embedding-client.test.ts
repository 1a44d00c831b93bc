import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  embedFakeText,
  startFakeEmbeddingServer,
  type FakeEmbeddingServer,
} from '../../test/fake-embedding-server';
import { createEmbeddingClient, EmbeddingError } from './embedding-client';

const DIMENSIONS = 16;
const API_KEY = 'sk-test-never-logged';

describe('embedding client (OpenAI-compatible wire format)', () => {
  let fake: FakeEmbeddingServer;
  const client = (options: { apiKey?: string; batchSize?: number; timeoutMs?: number } = {}) =>
    createEmbeddingClient({
      baseUrl: `${fake.baseUrl}/`,
      apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
      model: 'fake-embed-1',
      dimensions: DIMENSIONS,
      batchSize: options.batchSize,
      timeoutMs: options.timeoutMs,
    });

  beforeAll(async () => {
    fake = await startFakeEmbeddingServer(DIMENSIONS);
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.mode = 'ok';
  });
  afterAll(() => fake.close());

  it('posts {model, input} to /embeddings with the bearer key and orders vectors by index', async () => {
    const vectors = await client().embed(['le loyer', 'the rent']);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/embeddings');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ model: 'fake-embed-1', input: ['le loyer', 'the rent'] });
    // The fake answers in reverse order: placement follows `index`.
    expect(vectors).toEqual([
      embedFakeText('le loyer', DIMENSIONS),
      embedFakeText('the rent', DIMENSIONS),
    ]);
  });

  it('sends no authorization header when no key is configured (local servers)', async () => {
    await client({ apiKey: undefined }).embed(['bail']);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('splits large inputs into batches and keeps the order across them', async () => {
    const texts = Array.from({ length: 130 }, (_, index) => `passage numéro ${index} mot${index}`);
    const vectors = await client({ batchSize: 64 }).embed(texts);
    expect(fake.requests.map((request) => request.body.input?.length)).toEqual([64, 64, 2]);
    expect(vectors).toHaveLength(130);
    expect(vectors[129]).toEqual(embedFakeText(texts[129] ?? '', DIMENSIONS));
  });

  it('reports an HTTP error by status only, without the key or the body', async () => {
    fake.mode = 'fail';
    const failure = await client()
      .embed(['x'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingError);
    expect((failure as Error).message).toBe('embedding request failed: HTTP 500');
    expect((failure as Error).message).not.toContain(API_KEY);
  });

  it('gives up after the timeout and on abort', async () => {
    fake.mode = 'hang';
    await expect(client({ timeoutMs: 100 }).embed(['x'])).rejects.toThrow(/timed out after 100 ms/);
    const controller = new AbortController();
    const pending = client().embed(['x'], controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });

  it('refuses vectors of another dimension than configured', async () => {
    const wrong = createEmbeddingClient({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'fake-embed-1',
      dimensions: DIMENSIONS + 1,
    });
    await expect(wrong.embed(['x'])).rejects.toThrow(/EMBEDDING_DIMENSIONS/);
  });
});
