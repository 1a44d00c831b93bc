/**
 * A client for the OpenAI-compatible embeddings endpoint (`POST {base}/embeddings`, body
 * `{ model, input: string[] }`, answer `{ data: [{ embedding, index }] }`), which OpenAI,
 * Ollama, llama.cpp, vLLM and most hosted providers speak. Plain fetch: one small request
 * shape does not justify another dependency.
 */

export type EmbeddingClientOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  dimensions: number;
  /** Inputs per request; providers cap it (OpenAI at 2,048) and large bodies time out. */
  batchSize?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Tests may pass their own; defaults to the global fetch. */
  fetch?: typeof fetch;
};

export type EmbeddingClient = {
  readonly model: string;
  readonly dimensions: number;
  /** One vector per text, in order. Throws EmbeddingError; never puts the key in a message. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
};

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
}

const DEFAULT_BATCH_SIZE = 64;
const DEFAULT_TIMEOUT_MS = 30_000;

type EmbeddingResponse = { data?: Array<{ embedding?: unknown; index?: unknown }> };

function readVectors(body: EmbeddingResponse, count: number, dimensions: number): number[][] {
  const vectors: number[][] = new Array<number[]>(count);
  for (const [position, item] of (body.data ?? []).entries()) {
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (!Array.isArray(embedding) || !embedding.every((value) => typeof value === 'number')) {
      throw new EmbeddingError('embedding response has an entry without a numeric vector');
    }
    if (embedding.length !== dimensions) {
      throw new EmbeddingError(
        `embedding has ${embedding.length} dimensions, EMBEDDING_DIMENSIONS says ${dimensions}`,
      );
    }
    if (index >= 0 && index < count) vectors[index] = embedding as number[];
  }
  for (let index = 0; index < count; index += 1) {
    if (!vectors[index]) throw new EmbeddingError(`embedding response lacks input ${index}`);
  }
  return vectors;
}

export function createEmbeddingClient(options: EmbeddingClientOptions): EmbeddingClient {
  const fetchImpl = options.fetch ?? fetch;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function embedBatch(texts: readonly string[], signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, input: texts }),
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) throw new EmbeddingError('embedding request aborted');
      if (timeout.aborted)
        throw new EmbeddingError(`embedding request timed out after ${timeoutMs} ms`);
      // Network errors name the host at most; the key lives in a header and never in them.
      throw new EmbeddingError(`embedding request failed: ${(error as Error).message}`);
    }
    if (!response.ok) {
      // The body is not quoted: some providers echo the request or the key's prefix in it.
      await response.body?.cancel().catch(() => undefined);
      throw new EmbeddingError(`embedding request failed: HTTP ${response.status}`);
    }
    let body: EmbeddingResponse;
    try {
      body = (await response.json()) as EmbeddingResponse;
    } catch {
      throw new EmbeddingError('embedding response is not JSON');
    }
    return readVectors(body, texts.length, options.dimensions);
  }

  return {
    model: options.model,
    dimensions: options.dimensions,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await embedBatch(texts.slice(start, start + batchSize), signal)));
      }
      return vectors;
    },
  };
}
