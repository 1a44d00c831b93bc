import { DEFAULT_SKIPPED_ANSWERS, type AdviceStreamEvent } from '@lexlogis/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModelServer } from '../../test/fake-model-server';
import { injectAs, makeAnswers } from '../../test/questionnaire-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  openAiModelEnv,
  streamAnswer,
} from '../../test/chat-requests';

/** Posts the user's questionnaire, then asks the deposit question in a new conversation. */
async function answerWithForm(
  testApp: TestApp,
  user: SignedInUser,
  form: Record<string, unknown>,
): Promise<string> {
  const posted = await injectAs(testApp, user, 'POST', '/api/formAnswer', {
    userId: user.user.id,
    ...form,
  });
  expect(posted.statusCode).toBe(201);
  const conversation = await createConversation(testApp, user);
  const advice = await askQuestion(testApp, user, conversation.id);
  const { events } = await streamAnswer(testApp, user, conversation.id, advice);
  const done = events.at(-1) as Extract<AdviceStreamEvent, { type: 'done' }>;
  expect(done.type).toBe('done');
  return done.advice.advice;
}

const SKIPPED = { ...DEFAULT_SKIPPED_ANSWERS, skipped: true };

describe('a skipped questionnaire states no facts (offline composer)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createChatTestApp();
  });
  afterAll(() => testApp.close());

  it('does not say "You are asking as a tenant" when the questionnaire was skipped', async () => {
    const skipper = await createSignedInUser(testApp, { email: 'skipper@example.com' });
    const text = await answerWithForm(testApp, skipper, SKIPPED);
    expect(text).toContain('## Summary');
    expect(text).not.toContain('You are asking as');

    // The same form submitted for real is the user's own answer, and is stated.
    const tenant = await createSignedInUser(testApp, { email: 'tenant@example.com' });
    const submitted = await answerWithForm(testApp, tenant, makeAnswers(tenant.user.id));
    expect(submitted).toContain('You are asking as a tenant.');
  });
});

describe('a skipped questionnaire states no facts (openai-compatible model)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function promptSentFor(form: Record<string, unknown>): Promise<string> {
    const server = await startFakeModelServer({ format: 'openai', chunks: ['## Summary\n\nOk.'] });
    cleanups.push(server.close);
    const testApp = await createChatTestApp({ env: openAiModelEnv(server.baseUrl) });
    cleanups.push(testApp.close);
    const user = await createSignedInUser(testApp, { email: 'prompt@example.com' });
    await answerWithForm(testApp, user, form);
    return JSON.stringify(server.requests[0]?.body);
  }

  it('sends the model none of the default answers of a skipped questionnaire', async () => {
    const prompt = await promptSentFor(SKIPPED);
    expect(prompt).toContain('Questionnaire: no answers given');
    expect(prompt).not.toMatch(/user type tenant|lease undetermined|building none/);
  });

  it('keeps the answers a skipped questionnaire still holds, and only those', async () => {
    const prompt = await promptSentFor({ ...SKIPPED, userType: 'landlord' });
    expect(prompt).toContain('Questionnaire answers: user type landlord');
    expect(prompt).not.toMatch(/lease undetermined|building none/);
  });
});
