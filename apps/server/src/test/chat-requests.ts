import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adviceConversationSchema,
  adviceItemSchema,
  adviceStreamEventSchema,
  createTemporaryTitle,
  type AdviceConversation,
  type AdviceItem,
  type AdviceStreamEvent,
} from '@lexlogis/contracts';
import { ingestCorpus } from '../kb/ingest/ingest-corpus';
import { silentProgress } from '../kb/ingest/ingest-progress';
import { createFixtureCorpus } from './fixture-corpus';
import type { SignedInUser } from './signed-in-user';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Test helpers of the advice chat: an app with a small knowledge base, and SSE parsing. */

export const DEPOSIT_QUESTION = 'My landlord asks me for a security deposit, is that allowed?';

/** An app whose knowledge base is the small fixture corpus, or the corpus in `corpusDir`. */
export async function createChatTestApp(
  options: TestAppOptions & { corpusDir?: string } = {},
): Promise<TestApp> {
  const { corpusDir, ...appOptions } = options;
  const testApp = await createTestApp({
    ...appOptions,
    env: { QUESTION_RATE_LIMIT_PER_MINUTE: 1000, ...appOptions.env },
  });
  if (corpusDir) {
    await ingestCorpus(testApp.database.db, corpusDir, silentProgress);
    return testApp;
  }
  const corpus = createFixtureCorpus();
  await ingestCorpus(testApp.database.db, corpus.dir, silentProgress);
  corpus.remove();
  return testApp;
}

/** The events of a server-sent-events body, each checked against the contract. */
export function parseEvents(body: string): AdviceStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`Not an SSE data line: ${block}`);
      return adviceStreamEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}

export async function createConversation(
  testApp: TestApp,
  user: SignedInUser,
  question: string = DEPOSIT_QUESTION,
): Promise<AdviceConversation> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/advices',
    headers: user.headers,
    payload: { title: createTemporaryTitle(question), description: question },
  });
  if (response.statusCode !== 201) throw new Error(`POST /advices: ${response.body}`);
  return adviceConversationSchema.parse(response.json());
}

export async function askQuestion(
  testApp: TestApp,
  user: SignedInUser,
  conversationId: string,
  question: string = DEPOSIT_QUESTION,
): Promise<AdviceItem> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/advices/${conversationId}/create-advice`,
    headers: user.headers,
    payload: { question },
  });
  if (response.statusCode !== 201) throw new Error(`create-advice: ${response.body}`);
  return adviceItemSchema.parse(response.json());
}

export function streamRequest(
  conversationId: string,
  advice: Pick<AdviceItem, 'id' | 'question'>,
  lang: 'en' | 'fr' = 'en',
) {
  return { conversationId, adviceId: advice.id, question: advice.question, lang, history: [] };
}

export async function streamAnswer(
  testApp: TestApp,
  user: SignedInUser,
  conversationId: string,
  advice: Pick<AdviceItem, 'id' | 'question'>,
  lang: 'en' | 'fr' = 'en',
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/advice/lambda',
    headers: user.headers,
    payload: streamRequest(conversationId, advice, lang),
  });
  return { response, events: response.statusCode === 200 ? parseEvents(response.body) : [] };
}

/** The finished answer's text to a question asked in a new conversation, through the routes. */
export async function answerInNewChat(
  testApp: TestApp,
  user: SignedInUser,
  question: string,
  lang: 'en' | 'fr' = 'en',
): Promise<string> {
  const conversation = await createConversation(testApp, user);
  const advice = await askQuestion(testApp, user, conversation.id, question);
  const { events } = await streamAnswer(testApp, user, conversation.id, advice, lang);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the answer did not finish (${done?.type ?? 'none'})`);
  return done.advice.advice;
}

export async function getConversation(
  testApp: TestApp,
  user: SignedInUser,
  id: string,
): Promise<AdviceConversation> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/advices/${id}`,
    headers: user.headers,
  });
  if (response.statusCode !== 200) throw new Error(`GET /advices/${id}: ${response.body}`);
  return adviceConversationSchema.parse(response.json());
}

/** Polls the conversation until the advice satisfies `done` (or fails after `timeoutMs`). */
export async function waitForAdvice(
  testApp: TestApp,
  user: SignedInUser,
  conversationId: string,
  adviceId: string,
  done: (advice: AdviceItem) => boolean,
  timeoutMs = 10_000,
): Promise<AdviceItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const conversation = await getConversation(testApp, user, conversationId);
    const advice = conversation.advices.find((item) => item.id === adviceId);
    if (advice && done(advice)) return advice;
    if (Date.now() > deadline) throw new Error(`advice ${adviceId}: ${JSON.stringify(advice)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A slow third-party model: an OpenAI-compatible server on a loopback port that streams
 * `chunks` in the chat-completions wire format, `delayMs` apart, so a test can act mid-answer.
 */
export async function startSlowOpenAiServer(chunks: string[], delayMs: number) {
  const sockets = new Set<ServerResponse>();
  const send = (response: ServerResponse, delta: object, finish: string | null) =>
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-slow',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'slow-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', async () => {
      sockets.add(response);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      send(response, { role: 'assistant', content: '' }, null);
      for (const chunk of chunks) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (response.destroyed) return;
        send(response, { content: chunk }, null);
      }
      send(response, {}, 'stop');
      response.end('data: [DONE]\n\n');
      sockets.delete(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function openAiModelEnv(baseUrl: string) {
  return {
    MODEL: {
      provider: 'openai-compatible' as const,
      baseUrl,
      apiKey: 'test-key',
      name: 'test-model',
    },
  };
}
