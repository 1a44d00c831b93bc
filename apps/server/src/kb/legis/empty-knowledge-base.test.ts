import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { KB_EMPTY_ANSWER_TEXT, kbStatusSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  streamAnswer,
} from '../../test/chat-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

const SERVER_DIR = resolve(import.meta.dirname, '../../..');

function getFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a fresh clone without a corpus (the real process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-fresh-clone-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, prints what to do, and serves', async () => {
    const port = await getFreePort();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        KB_CORPUS_DIR: join(dataDir, 'no-corpus-here'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (!output.includes('LexLogis is running at')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`Server did not start:\n${output}`);
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(output).toContain('no corpus was found at');
    expect(output).toContain('the chat will answer that the knowledge base is empty');
    expect(output).toContain('KB_CORPUS_DIR=');
    expect(output).toContain('npm run kb:ingest');
    expect(output).toContain('https://www.legisquebec.gouv.qc.ca/fr/pdf/lc/CCQ-1991.pdf');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});

describe('the chat on an empty knowledge base', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      emptyKnowledgeBaseNotice: true,
      env: { QUESTION_RATE_LIMIT_PER_MINUTE: 1000 },
    });
    user = await createSignedInUser(testApp, { email: 'fresh@example.com' });
  });
  afterAll(() => testApp.close());

  it('reports the knowledge base as empty', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/kb/status',
      headers: user.headers,
    });
    expect(kbStatusSchema.parse(response.json())).toEqual({ empty: true, consolidation: null });
  });

  it('answers that the knowledge base is empty instead of answering from nothing', async () => {
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice, 'fr');
    const done = events.find((event) => event.type === 'done');
    expect(done).toMatchObject({ advice: { advice: KB_EMPTY_ANSWER_TEXT.fr, sources: [] } });
  });
});

describe('the chat on a loaded knowledge base', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createChatTestApp({ emptyKnowledgeBaseNotice: true });
  });
  afterAll(() => testApp.close());

  it('answers from its sources, and says which consolidation is loaded', async () => {
    const user = await createSignedInUser(testApp, { email: 'loaded@example.com' });
    const status = await testApp.app.inject({
      method: 'GET',
      url: '/api/kb/status',
      headers: user.headers,
    });
    expect(kbStatusSchema.parse(status.json())).toEqual({
      empty: false,
      consolidation: '2025-06-30',
    });
    const conversation = await createConversation(testApp, user);
    const advice = await askQuestion(testApp, user, conversation.id);
    const { events } = await streamAnswer(testApp, user, conversation.id, advice);
    const done = events.find((event) => event.type === 'done');
    expect(done).not.toMatchObject({ advice: { advice: KB_EMPTY_ANSWER_TEXT.en } });
    expect(events.find((event) => event.type === 'sources')).toMatchObject({
      sources: expect.arrayContaining([expect.objectContaining({ type: 'LAW' })]),
    });
  });
});
