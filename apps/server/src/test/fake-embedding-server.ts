import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { foldAccents } from '../lib/fold-accents';

/**
 * A stand-in for an OpenAI-compatible embeddings provider on a loopback port: the client under
 * test speaks real HTTP to it. Its vectors are a hashed bag of words, so texts sharing words are
 * near; a few words are folded onto one concept first, the way a real model places "mould" near
 * "impropre à l'habitation" although they share no letters.
 */

export type RecordedRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; input?: string[] };
};

export type FakeEmbeddingServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** `fail` answers 500, `hang` never answers (for timeouts). */
  mode: 'ok' | 'fail' | 'hang';
  /** All inputs received so far, in order. */
  inputs(): string[];
  close(): Promise<void>;
};

const CONCEPTS: Record<string, string> = {
  moisissure: 'unfit',
  moisissures: 'unfit',
  mould: 'unfit',
  mold: 'unfit',
  vermine: 'unfit',
  insalubre: 'unfit',
  impropre: 'unfit',
  habitation: 'unfit',
};

function hashWord(word: string): number {
  // FNV-1a: stable across runs and platforms, which the tests' expectations rely on.
  let hash = 0x811c9dc5;
  for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** The fake model: unit-length hashed bag of (concept-folded) words of three letters or more. */
export function embedFakeText(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = foldAccents(text)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
  for (const word of words) {
    const index = hashWord(CONCEPTS[word] ?? word) % dimensions;
    vector[index] = (vector[index] ?? 0) + 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

export async function startFakeEmbeddingServer(dimensions: number): Promise<FakeEmbeddingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(
        Buffer.concat(chunks).toString('utf8') || '{}',
      ) as RecordedRequest['body'];
      requests.push({ path: request.url ?? '', headers: request.headers, body });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"boom"}}');
        return;
      }
      const data = (body.input ?? []).map((text, index) => ({
        object: 'embedding',
        index,
        embedding: embedFakeText(text, dimensions),
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      // Reversed on purpose: clients must place vectors by `index`, not by position.
      response.end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeEmbeddingServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    mode: 'ok',
    inputs: () => requests.flatMap((entry) => entry.body.input ?? []),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
