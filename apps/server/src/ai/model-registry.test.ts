import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerInput } from './answer-types';
import { startFakeModelServer } from '../test/fake-model-server';
import { createAnswerModel } from './model-registry';
import { lawSource } from '../test/fixture-sources';

const input: AnswerInput = {
  question: 'My landlord wants to raise my rent by 12% at renewal, what can I do?',
  lang: 'en',
  sources: [lawSource('1942')],
  history: [{ question: 'Hello', answer: 'Earlier answer' }],
  now: new Date('2026-02-10T00:00:00Z'),
};

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('createAnswerModel', () => {
  it('defaults to the offline composer', () => {
    const model = createAnswerModel({
      provider: 'local',
      baseUrl: undefined,
      apiKey: undefined,
      name: undefined,
      timeoutMs: 60_000,
    });
    expect(model).toMatchObject({ id: 'local', label: 'offline-composer' });
  });

  it('streams from an OpenAI-compatible server over its real wire format', async () => {
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: ['## Summary\n', 'Under art. ', '1942 C.c.Q.'],
    });
    servers.push(server);
    const model = createAnswerModel({
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      apiKey: 'test-key',
      name: 'test-model',
      timeoutMs: 60_000,
    });
    expect(model).toMatchObject({ id: 'openai-compatible:test-model', label: 'llm' });
    const chunks = await collect(model.streamAnswer(input, new AbortController().signal));
    expect(chunks.join('')).toBe('## Summary\nUnder art. 1942 C.c.Q.');
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    const body = request?.body as Record<string, unknown> & {
      messages: Array<{ role: string; content: string }>;
    };
    expect(body).toMatchObject({
      model: 'test-model',
      stream: true,
      temperature: 0,
      max_tokens: 4096,
    });
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(body.messages.at(-1)?.content).toContain('[1] LAW — art. 1942 C.c.Q.');
  });

  it('streams from an Anthropic messages server over its real wire format', async () => {
    const server = await startFakeModelServer({
      format: 'anthropic',
      chunks: ['## Summary\n', 'Hello'],
    });
    servers.push(server);
    const model = createAnswerModel({
      provider: 'anthropic',
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      name: 'test-model',
      timeoutMs: 60_000,
    });
    const chunks = await collect(model.streamAnswer(input, new AbortController().signal));
    expect(chunks.join('')).toBe('## Summary\nHello');
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe('sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      stream: true,
      temperature: 0,
      max_tokens: 4096,
    });
  });

  it('throws when the server answers with an error', async () => {
    const server = await startFakeModelServer({ format: 'openai', chunks: [], failWith: 500 });
    servers.push(server);
    const model = createAnswerModel({
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      apiKey: undefined,
      name: 'test-model',
      timeoutMs: 60_000,
    });
    await expect(
      collect(model.streamAnswer(input, new AbortController().signal)),
    ).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('stops a stalled stream when the signal aborts and closes the connection', async () => {
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: ['first', 'never'],
      hangAfterFirstChunk: true,
    });
    servers.push(server);
    const model = createAnswerModel({
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      apiKey: undefined,
      name: 'test-model',
      timeoutMs: 60_000,
    });
    const controller = new AbortController();
    const chunks: string[] = [];
    const started = Date.now();
    const run = async () => {
      for await (const chunk of model.streamAnswer(input, controller.signal)) {
        chunks.push(chunk);
        setTimeout(() => controller.abort(), 20);
      }
    };
    await expect(run()).rejects.toThrow();
    expect(chunks).toEqual(['first']);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(() => server.isClientGone()).toBe(true);
  });
});
