import { z } from 'zod';

/**
 * The answer-model part of the configuration (issue 6, spec 02 §9). env.ts spreads this shape
 * into its schema, so process.env is still read in one place, while the rules about which
 * provider needs which variable live next to the registry that uses them.
 */
export const MODEL_PROVIDERS = ['local', 'openai-compatible', 'anthropic'] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export type ModelSettings = {
  /** `local` is the offline composer: no key, no network. */
  provider: ModelProvider;
  /** Without a trailing slash; for openai-compatible it ends where `/chat/completions` is added. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  name: string | undefined;
  /** The whole model call, first byte to last (spec 02 §9: 60 s when not given). */
  timeoutMs?: number;
};

export const modelEnvShape = {
  MODEL_PROVIDER: z
    .enum(MODEL_PROVIDERS, {
      error: `MODEL_PROVIDER must be one of ${MODEL_PROVIDERS.join(', ')}`,
    })
    .default('local'),
  MODEL_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'MODEL_BASE_URL must be an http(s) URL' })
    .optional(),
  MODEL_API_KEY: z.string().min(1).optional(),
  MODEL_NAME: z.string().min(1).max(200, { error: 'MODEL_NAME is too long' }).optional(),
  MODEL_TIMEOUT_MS: z.coerce
    .number({ error: 'MODEL_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'MODEL_TIMEOUT_MS must be a whole number of milliseconds' })
    .min(100, { error: 'MODEL_TIMEOUT_MS must be between 100 and 600000' })
    .max(600_000, { error: 'MODEL_TIMEOUT_MS must be between 100 and 600000' })
    .default(60_000),
};

type RawModelEnv = {
  MODEL_PROVIDER: ModelProvider;
  MODEL_BASE_URL?: string | undefined;
  MODEL_API_KEY?: string | undefined;
  MODEL_NAME?: string | undefined;
  MODEL_TIMEOUT_MS: number;
};

type ModelVariable = 'MODEL_BASE_URL' | 'MODEL_API_KEY' | 'MODEL_NAME';

/**
 * What each provider cannot start without. Anthropic has a default address, so only its key
 * and model are required; an OpenAI-compatible server (vLLM, Ollama, llama.cpp) often needs no
 * key but always an address. No model name is ever defaulted: guessing one would fail later.
 */
const REQUIRED: Record<ModelProvider, ModelVariable[]> = {
  local: [],
  'openai-compatible': ['MODEL_BASE_URL', 'MODEL_NAME'],
  anthropic: ['MODEL_API_KEY', 'MODEL_NAME'],
};

/** Throws an 'Invalid configuration' error naming every missing variable. */
export function readModelSettings(raw: RawModelEnv): ModelSettings {
  const missing = REQUIRED[raw.MODEL_PROVIDER].filter((name) => !raw[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: ${missing.join(', ')} required when MODEL_PROVIDER is ${raw.MODEL_PROVIDER}`,
    );
  }
  return {
    provider: raw.MODEL_PROVIDER,
    baseUrl: raw.MODEL_BASE_URL?.replace(/\/+$/, ''),
    apiKey: raw.MODEL_API_KEY,
    name: raw.MODEL_NAME,
    timeoutMs: raw.MODEL_TIMEOUT_MS,
  };
}
