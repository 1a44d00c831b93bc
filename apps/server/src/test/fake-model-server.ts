import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: a third-party model server on a loopback port that speaks the real streaming
 * wire formats (OpenAI chat completions and Anthropic messages, as server-sent events), so
 * provider tests exercise our code and the AI SDK's HTTP client end to end.
 */

export type FakeModelFormat = 'openai' | 'anthropic';
export type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: unknown };
export type FakeModelServerOptions = {
  format: FakeModelFormat;
  chunks: string[];
  /** Answer with this HTTP error instead of a stream. */
  failWith?: number;
  /** The JSON body of that error (default: an OpenAI-style 'upstream failure'). */
  failBody?: unknown;
  /** Send the first chunk, then stay silent until the client goes away. */
  hangAfterFirstChunk?: boolean;
  /** Send the first chunk, then drop the connection without ending the stream. */
  cutAfterFirstChunk?: boolean;
};

function send(response: ServerResponse, data: unknown, event?: string): void {
  response.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
}

function openAiChunk(content: string | null, finish: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

function writeOpenAi(response: ServerResponse, chunks: string[], hang: boolean): void {
  send(response, {
    ...openAiChunk('', null),
    choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
  });
  for (const [index, chunk] of chunks.entries()) {
    send(response, openAiChunk(chunk, null));
    if (hang && index === 0) return;
  }
  send(response, openAiChunk(null, 'stop'));
  response.end('data: [DONE]\n\n');
}

function writeAnthropic(response: ServerResponse, chunks: string[], hang: boolean): void {
  send(response, {
    type: 'message_start',
    message: {
      id: 'msg_test', type: 'message', role: 'assistant', content: [], model: 'test-model',
      stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 },
    },
  }, 'message_start'); // prettier-ignore
  send(
    response,
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    'content_block_start',
  );
  for (const [index, chunk] of chunks.entries()) {
    send(
      response,
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: chunk } },
      'content_block_delta',
    );
    if (hang && index === 0) return;
  }
  send(response, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
  send(
    response,
    {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 },
    },
    'message_delta',
  );
  send(response, { type: 'message_stop' }, 'message_stop');
  response.end();
}

export async function startFakeModelServer(options: FakeModelServerOptions) {
  const requests: RecordedRequest[] = [];
  let clientGone = false;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || 'null'),
      });
      if (options.failWith) {
        response.writeHead(options.failWith, { 'content-type': 'application/json' });
        const body = options.failBody ?? {
          error: { message: 'upstream failure', type: 'server_error' },
        };
        response.end(JSON.stringify(body));
        return;
      }
      response.on('close', () => (clientGone = true));
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const write = options.format === 'openai' ? writeOpenAi : writeAnthropic;
      if (options.cutAfterFirstChunk) {
        write(response, options.chunks, true);
        setTimeout(() => response.socket?.destroy(), 20);
        return;
      }
      write(response, options.chunks, options.hangAfterFirstChunk ?? false);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** True once the client closed a streaming response (e.g. after an abort). */
    isClientGone: () => clientGone,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
