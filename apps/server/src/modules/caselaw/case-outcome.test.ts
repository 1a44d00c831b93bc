import { countKnownOutcomes, type AdviceConversation } from '@lexlogis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema-chat';
import {
  askQuestion,
  createConversation,
  getConversation,
  streamAnswer,
} from '../../test/chat-requests';
import { injectAs, makeAnswers } from '../../test/questionnaire-requests';
import { createRealCorpusTestApp } from '../../test/real-corpus-app';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';

const PESTS = 'There are cockroaches and bed bugs in my apartment, what can I do?';

describe("a conversation's case outcome (offline composer, real decisions)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createRealCorpusTestApp();
  });
  afterAll(() => testApp.close());

  /** A user with the given questionnaire asks `question`; answers the conversation after it. */
  async function askAs(
    email: string,
    form: Record<string, unknown> | null,
    question = PESTS,
  ): Promise<{ user: SignedInUser; conversation: AdviceConversation }> {
    const user = await createSignedInUser(testApp, { email });
    if (form) {
      const posted = await injectAs(testApp, user, 'POST', '/api/formAnswer', {
        ...makeAnswers(user.user.id),
        ...form,
      });
      expect(posted.statusCode).toBe(201);
    }
    const created = await createConversation(testApp, user, question);
    expect(created.caseOutcome ?? null).toBeNull();
    const advice = await askQuestion(testApp, user, created.id, question);
    const { events } = await streamAnswer(testApp, user, created.id, advice);
    expect(events.at(-1)?.type).toBe('done');
    return { user, conversation: await getConversation(testApp, user, created.id) };
  }

  it('lists the vermin decisions and counts them from the tenant side', async () => {
    const { conversation } = await askAs('tenant-pests@example.com', {});
    const outcome = conversation.caseOutcome;
    expect(outcome?.role).toBe('tenant');
    const cases = outcome?.similarCases ?? [];
    expect(cases.length).toBeGreaterThan(5);
    // The best matches are about vermin.
    for (const item of cases.slice(0, 3)) {
      expect(`${item.subject} ${item.excerpt}`).toMatch(/punaise|coquerelle|vermine|bed ?bug/i);
    }
    // Binette: the tenant applied about bed bugs and cockroaches and the application was granted.
    const binette = cases.find((item) => item.title === 'Binette c. Freundlich');
    expect(binette).toMatchObject({ outcome: 'granted', userOutcome: 'favourable' });
    // A decision whose outcome the corpus does not know stays unknown.
    expect(cases.filter((item) => item.outcome === 'unknown').map((i) => i.userOutcome)).toEqual(
      expect.arrayContaining(['unknown']),
    );
    for (const item of cases) {
      if (item.outcome === 'unknown') expect(item.userOutcome).toBe('unknown');
    }
    const stats = outcome!.stats;
    expect(stats.total).toBe(cases.length);
    expect(countKnownOutcomes(stats) + stats.unknown).toBe(stats.total);
    expect(stats.favourable).toBe(cases.filter((i) => i.userOutcome === 'favourable').length);
  });

  it('reads the same decisions from the landlord side', async () => {
    const { conversation } = await askAs('landlord-pests@example.com', { userType: 'landlord' });
    expect(conversation.caseOutcome?.role).toBe('landlord');
    const binette = conversation.caseOutcome?.similarCases.find(
      (item) => item.title === 'Binette c. Freundlich',
    );
    expect(binette?.userOutcome).toBe('unfavourable');
  });

  it('counts every decision as unknown when the user role is not known', async () => {
    // A skipped questionnaire states no role: nothing is favourable or not.
    const { conversation } = await askAs('skipper-pests@example.com', { skipped: true });
    const outcome = conversation.caseOutcome;
    expect(outcome?.role).toBeNull();
    expect(outcome?.stats).toEqual({
      total: outcome?.similarCases.length,
      favourable: 0,
      unfavourable: 0,
      neutral: 0,
      unknown: outcome?.similarCases.length,
    });
  });

  it("is another user's conversation: 404, the outcome is not shown", async () => {
    const { conversation } = await askAs('owner-pests@example.com', {});
    const other = await createSignedInUser(testApp, { email: 'other-pests@example.com' });
    const response = await injectAs(testApp, other, 'GET', `/api/advices/${conversation.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('similarCases');
  });

  it('leaves out an outcome stored in an older shape instead of failing the conversation', async () => {
    const { user, conversation } = await askAs('older-shape@example.com', {});
    await testApp.database.db
      .update(conversations)
      .set({ caseOutcome: { summary: 'S', ratings: {}, similarCases: 3 } as never })
      .where(eq(conversations.id, conversation.id));
    const reread = await getConversation(testApp, user, conversation.id);
    expect(reread.caseOutcome).toBeNull();
    expect(reread.advices).toHaveLength(1);
  });
});
