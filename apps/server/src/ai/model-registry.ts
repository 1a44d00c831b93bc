import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AnswerModel } from './answer-types';
import { createLlmAnswerModel } from './llm-answer-model';
import { createLocalComposer, type LocalComposerOptions } from './local-composer';
import type { ModelSettings } from './model-settings';

export type ModelRegistryOptions = {
  /** Tests and proxies may route provider HTTP calls through their own fetch. */
  fetch?: typeof globalThis.fetch;
  local?: LocalComposerOptions;
};

/**
 * The one place that turns MODEL_* settings into an AnswerModel (issue 6): `local` (default)
 * is the offline composer; `openai-compatible` covers OpenAI, vLLM, Ollama and llama.cpp
 * servers; `anthropic` the Messages API. env.ts has already checked the required variables.
 */
export function createAnswerModel(
  settings: ModelSettings,
  options: ModelRegistryOptions = {},
): AnswerModel {
  switch (settings.provider) {
    case 'local':
      return createLocalComposer(options.local);
    case 'openai-compatible': {
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: required(settings.baseUrl, 'MODEL_BASE_URL'),
        apiKey: settings.apiKey,
        fetch: options.fetch,
      });
      const name = required(settings.name, 'MODEL_NAME');
      return createLlmAnswerModel(
        `openai-compatible:${name}`,
        provider.chatModel(name),
        settings.timeoutMs,
      );
    }
    case 'anthropic': {
      const provider = createAnthropic({
        apiKey: required(settings.apiKey, 'MODEL_API_KEY'),
        baseURL: settings.baseUrl,
        fetch: options.fetch,
      });
      const name = required(settings.name, 'MODEL_NAME');
      return createLlmAnswerModel(`anthropic:${name}`, provider(name), settings.timeoutMs);
    }
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid configuration: ${name} is required for this MODEL_PROVIDER`);
  return value;
}
