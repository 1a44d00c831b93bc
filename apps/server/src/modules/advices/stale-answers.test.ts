import { ADVICE_FALLBACK_ERROR_TEXT } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advices } from '../../db/schema-chat';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
} from '../../test/chat-requests';
import { createSignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { STALE_STREAMING_MS, createStaleAnswerSweeper } from './stale-answers';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function openApp(database?: TestDatabase): Promise<TestApp> {
  const testApp = await createChatTestApp(database ? { database } : {});
  opened.push(testApp);
  return testApp;
}

/** An advice as an instance killed mid-answer leaves it: `streaming`, last touched at `at`. */
async function leaveStreaming(testApp: TestApp, adviceId: string, at: Date): Promise<void> {
  await testApp.database.db
    .update(advices)
    .set({ status: 'streaming', answer: 'Half an ans', updatedAt: at })
    .where(eq(advices.id, adviceId));
}

describe('answers left streaming by an instance that died', () => {
  it('are stored as failed once older than any live answer; live and finished ones stay', async () => {
    const testApp = await openApp();
    const user = await createSignedInUser(testApp, { email: 'sweep@example.com' });
    const conversation = await createConversation(testApp, user);
    const dead = await askQuestion(testApp, user, conversation.id, 'First question?');
    const live = await askQuestion(testApp, user, conversation.id, 'Second question?');
    const now = testApp.clock.now().getTime();
    await leaveStreaming(testApp, dead.id, new Date(now - STALE_STREAMING_MS - 1_000));
    await leaveStreaming(testApp, live.id, new Date(now - 60_000));

    const sweeper = createStaleAnswerSweeper({ db: testApp.database.db, clock: testApp.clock });
    expect(await sweeper.failStale()).toBe(1);

    const stored = await getConversation(testApp, user, conversation.id);
    const byId = new Map(stored.advices.map((advice) => [advice.id, advice]));
    expect(byId.get(dead.id)).toMatchObject({
      status: 'error',
      advice: ADVICE_FALLBACK_ERROR_TEXT,
    });
    expect(byId.get(live.id)?.status).toBe('streaming');
    // A second pass finds nothing more: the failed one is not touched again.
    expect(await sweeper.failStale()).toBe(0);
  });

  it('on the embedded database, a restart fails every answer the previous process left', async () => {
    const database = await createTestDatabase();
    opened.push({ close: () => database.dispose() });
    const first = await openApp(database);
    const user = await createSignedInUser(first, { email: 'restart@example.com' });
    const conversation = await createConversation(first, user);
    const advice = await askQuestion(first, user, conversation.id);
    await leaveStreaming(first, advice.id, first.clock.now());
    await first.close();

    const second = await openApp(database);
    const [row] = await second.database.db.select().from(advices).where(eq(advices.id, advice.id));
    // PostgreSQL may have other instances writing it: only the age rule applies there.
    expect(row?.status).toBe(database.kind === 'pglite' ? 'error' : 'streaming');
  });
});
