import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flaggedResponses } from '../../db/schema-chat';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/questionnaire-requests';

const URL = '/api/formAnswer/excluded-situation-feedback';

describe('excluded-situation feedback', () => {
  let testApp: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createSignedInUser(testApp, { email: 'alice@example.com' });
  });
  afterAll(() => testApp.close());

  it('stores the message as feedback administrators see with flagged responses', async () => {
    const response = await injectAs(testApp, alice, 'POST', URL, {
      excludedSituation: 'vacation-rental',
      message: '  I rent a chalet to tourists every summer.  ',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();

    const [row] = await testApp.database.db
      .select()
      .from(flaggedResponses)
      .orderBy(desc(flaggedResponses.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      id,
      kind: 'excluded-situation',
      userId: alice.user.id,
      adviceId: null,
      email: 'alice@example.com',
      reaction: 'negative',
      flaggedQuestion: 'Excluded situation: vacation-rental',
      comments: 'I rent a chalet to tourists every summer.',
      excludedSituation: 'vacation-rental',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    expect(row!.flaggedResponse).toContain('art. 1892');
  });

  it('refuses a blank message, the situation none, or an unknown situation', async () => {
    const cases = [
      [{ excludedSituation: 'hotel-room', message: '   ' }, 'message', 'Please write a message'],
      [{ excludedSituation: 'none', message: 'x' }, 'excludedSituation', null],
      [{ excludedSituation: 'castle', message: 'x' }, 'excludedSituation', null],
    ] as const;
    for (const [payload, path, message] of cases) {
      const response = await injectAs(testApp, alice, 'POST', URL, payload);
      expect(response.statusCode).toBe(400);
      const [issue] = response.json().error.details.issues as Array<{
        path: string;
        message: string;
      }>;
      expect(issue!.path).toBe(path);
      if (message) expect(issue!.message).toBe(message);
    }
  });
});
