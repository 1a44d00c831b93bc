import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';

describe('model settings in loadEnv', () => {
  it('defaults to the local offline composer', () => {
    expect(loadEnv({}, '/srv').MODEL).toEqual({
      provider: 'local',
      baseUrl: undefined,
      apiKey: undefined,
      name: undefined,
      timeoutMs: 60_000,
    });
  });

  it('reads an OpenAI-compatible server without a trailing slash', () => {
    const env = loadEnv(
      {
        MODEL_PROVIDER: 'openai-compatible',
        MODEL_BASE_URL: 'http://127.0.0.1:11434/v1/',
        MODEL_NAME: 'llama3.1',
      },
      '/srv',
    );
    expect(env.MODEL).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      name: 'llama3.1',
      timeoutMs: 60_000,
    });
  });

  it('names the variables a remote provider is missing', () => {
    expect(() => loadEnv({ MODEL_PROVIDER: 'openai-compatible' }, '/srv')).toThrow(
      'MODEL_BASE_URL, MODEL_NAME required when MODEL_PROVIDER is openai-compatible',
    );
    expect(() => loadEnv({ MODEL_PROVIDER: 'anthropic', MODEL_NAME: 'x' }, '/srv')).toThrow(
      'MODEL_API_KEY required when MODEL_PROVIDER is anthropic',
    );
    expect(() => loadEnv({ MODEL_PROVIDER: 'gpt' }, '/srv')).toThrow(
      'MODEL_PROVIDER must be one of local, openai-compatible, anthropic',
    );
    expect(() => loadEnv({ MODEL_BASE_URL: 'ftp://x' }, '/srv')).toThrow(
      'MODEL_BASE_URL must be an http(s) URL',
    );
  });
});
