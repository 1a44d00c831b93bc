import type { Database } from '../../db/client';
import { createEmbeddingClient, type EmbeddingClient } from './embedding-client';
import type { EmbeddingSettings } from './embedding-settings';
import { createEmbeddingStore, type NearestSource } from './embedding-store';

export type EmbeddingLog = { warn(message: string): void };

export type EmbeddingSyncReport =
  | { status: 'disabled'; reason: string }
  | { status: 'done'; embedded: number }
  | { status: 'failed'; embedded: number; reason: string };

export type EmbeddingIndex = {
  /** Sets up pgvector once; false (with one warning) when it cannot be had. */
  prepare(): Promise<boolean>;
  /** Embeds the passages that are new or changed since their last embedding. Never throws. */
  sync(): Promise<EmbeddingSyncReport>;
  /** Nearest sources to the question, or null when the vector side is unavailable right now. */
  findNearest(
    question: string,
    types: readonly string[],
    limit: number,
  ): Promise<NearestSource[] | null>;
};

export type EmbeddingIndexOptions = {
  /** A question waits this long for its embedding before search goes on lexically. */
  queryTimeoutMs?: number;
  /** Ingestion batches may be slow on a local model; they get this long each. */
  ingestTimeoutMs?: number;
  batchSize?: number;
  fetch?: typeof fetch;
};

const DEFAULT_QUERY_TIMEOUT_MS = 2000;
const DEFAULT_INGEST_TIMEOUT_MS = 60_000;
const DEFAULT_BATCH_SIZE = 64;

/**
 * The optional vector half of retrieval. Undefined without a provider, so callers have exactly
 * one check; with one, every failure (no pgvector, provider down, slow, wrong answer) degrades
 * to lexical-only search and is logged once per outage rather than once per question.
 */
export function createEmbeddingIndex(
  db: Database,
  settings: EmbeddingSettings,
  log: EmbeddingLog,
  options: EmbeddingIndexOptions = {},
): EmbeddingIndex | undefined {
  if (settings.provider === 'none') return undefined;
  const { model } = settings;
  const store = createEmbeddingStore(db, settings.dimensions);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const clientFor = (timeoutMs: number): EmbeddingClient =>
    createEmbeddingClient({ ...settings, batchSize, timeoutMs, fetch: options.fetch });
  const queryClient = clientFor(options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS);
  const ingestClient = clientFor(options.ingestTimeoutMs ?? DEFAULT_INGEST_TIMEOUT_MS);
  let preparing: Promise<boolean> | undefined;
  let queryFailing = false;

  function prepare(): Promise<boolean> {
    preparing ??= store.prepare().then((result) => {
      if (!result.ready) {
        log.warn(`Vector search disabled, search stays lexical-only: ${result.reason}`);
      }
      return result.ready;
    });
    return preparing;
  }

  async function sync(): Promise<EmbeddingSyncReport> {
    if (!(await prepare())) return { status: 'disabled', reason: 'pgvector is unavailable' };
    let embedded = 0;
    try {
      const stale = await store.listStalePassages(model);
      // Saved batch by batch: an interrupted run keeps its work and the next one resumes.
      for (let start = 0; start < stale.length; start += batchSize) {
        const batch = stale.slice(start, start + batchSize);
        const vectors = await ingestClient.embed(batch.map((passage) => passage.text));
        await store.saveEmbeddings(
          model,
          batch.map((passage, index) => ({ ...passage, vector: vectors[index] ?? [] })),
        );
        embedded += batch.length;
      }
      return { status: 'done', embedded };
    } catch (error) {
      const reason = (error as Error).message;
      log.warn(`Passage embeddings not brought up to date (${embedded} done): ${reason}`);
      return { status: 'failed', embedded, reason };
    }
  }

  async function findNearest(question: string, types: readonly string[], limit: number) {
    try {
      if (!(await prepare())) return null;
      const [vector] = await queryClient.embed([question]);
      if (!vector) return null;
      const nearest = await store.findNearest(model, vector, types, limit);
      queryFailing = false;
      return nearest;
    } catch (error) {
      if (!queryFailing) {
        log.warn(`Vector search unavailable, answering lexically: ${(error as Error).message}`);
      }
      queryFailing = true;
      return null;
    }
  }

  return { prepare, sync, findNearest };
}
