import { z } from 'zod';

/**
 * The optional embedding provider of the knowledge base. env.ts spreads this shape into its
 * schema (process.env is still read in one place); the rule about which variables go together
 * lives here, next to the client that uses them. Without a provider search is lexical only.
 */
export const EMBEDDING_PROVIDERS = ['none', 'openai-compatible'] as const;
export type EmbeddingProvider = (typeof EMBEDDING_PROVIDERS)[number];

/** pgvector's HNSW index takes vectors of at most 2,000 dimensions. */
export const MAX_EMBEDDING_DIMENSIONS = 2000;

export type EmbeddingSettings =
  | { provider: 'none' }
  | {
      provider: 'openai-compatible';
      /** Without a trailing slash; `/embeddings` is appended. */
      baseUrl: string;
      /** Optional: local servers (Ollama, llama.cpp, vLLM) often need none. Never logged. */
      apiKey: string | undefined;
      model: string;
      dimensions: number;
    };

export const embeddingEnvShape = {
  EMBEDDING_PROVIDER: z
    .enum(EMBEDDING_PROVIDERS, {
      error: `EMBEDDING_PROVIDER must be one of ${EMBEDDING_PROVIDERS.join(', ')}`,
    })
    .default('none'),
  EMBEDDING_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'EMBEDDING_BASE_URL must be an http(s) URL' })
    .optional(),
  EMBEDDING_API_KEY: z.string().min(1).optional(),
  EMBEDDING_MODEL: z.string().min(1).max(200, { error: 'EMBEDDING_MODEL is too long' }).optional(),
  EMBEDDING_DIMENSIONS: z.coerce
    .number({
      error: `EMBEDDING_DIMENSIONS must be a number between 1 and ${MAX_EMBEDDING_DIMENSIONS}`,
    })
    .int({ error: 'EMBEDDING_DIMENSIONS must be a whole number' })
    .min(1, {
      error: `EMBEDDING_DIMENSIONS must be a number between 1 and ${MAX_EMBEDDING_DIMENSIONS}`,
    })
    .max(MAX_EMBEDDING_DIMENSIONS, {
      error: `EMBEDDING_DIMENSIONS must be a number between 1 and ${MAX_EMBEDDING_DIMENSIONS}`,
    })
    .optional(),
};

type RawEmbeddingEnv = {
  EMBEDDING_PROVIDER: EmbeddingProvider;
  EMBEDDING_BASE_URL?: string | undefined;
  EMBEDDING_API_KEY?: string | undefined;
  EMBEDDING_MODEL?: string | undefined;
  EMBEDDING_DIMENSIONS?: number | undefined;
};

const REQUIRED = ['EMBEDDING_BASE_URL', 'EMBEDDING_MODEL', 'EMBEDDING_DIMENSIONS'] as const;

/**
 * Throws an 'Invalid configuration' error naming the variables at fault. The dimension count
 * is required rather than guessed: the vector column is typed with it, and a wrong guess would
 * only fail at the first insert.
 */
export function readEmbeddingSettings(raw: RawEmbeddingEnv): EmbeddingSettings {
  if (raw.EMBEDDING_PROVIDER === 'none') {
    const stray = [...REQUIRED, 'EMBEDDING_API_KEY' as const].filter((name) => raw[name]);
    if (stray.length > 0) {
      // Settings without a provider are almost always a forgotten EMBEDDING_PROVIDER.
      throw new Error(
        `Invalid configuration: ${stray.join(', ')} set but EMBEDDING_PROVIDER is none; ` +
          'set EMBEDDING_PROVIDER=openai-compatible or remove them',
      );
    }
    return { provider: 'none' };
  }
  const missing = REQUIRED.filter((name) => !raw[name]);
  if (missing.length > 0 || !raw.EMBEDDING_BASE_URL || !raw.EMBEDDING_MODEL) {
    throw new Error(
      `Invalid configuration: ${missing.join(', ')} required when EMBEDDING_PROVIDER is ${raw.EMBEDDING_PROVIDER}`,
    );
  }
  return {
    provider: raw.EMBEDDING_PROVIDER,
    baseUrl: raw.EMBEDDING_BASE_URL.replace(/\/+$/, ''),
    apiKey: raw.EMBEDDING_API_KEY,
    model: raw.EMBEDDING_MODEL,
    dimensions: raw.EMBEDDING_DIMENSIONS ?? 0,
  };
}
