import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversation, createChatTestApp } from '../../test/chat-requests';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import { toRequestSession } from '../auth/session';
import { createFormAnswersRepository } from '../form-answers/form-answers.repository';
import { createAdviceItemsService } from './advice-items.service';
import { createAdvicesRepository } from './advices.repository';
import { createAdvicesService } from './advices.service';
import { createAnswerJobs, type AnswerJobMessage } from './answer-jobs';

/**
 * On PostgreSQL every instance, the sender included, applies a new question's abort message
 * when the change feed delivers it, which can be after the new question's answer has started.
 * The message is captured here and delivered late on purpose.
 */
describe('a new question supersedes the running answer', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createChatTestApp();
    user = await createSignedInUser(testApp, { email: 'supersede@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stops the older answer, and its message, echoed late, spares the new one', async () => {
    const sent: AnswerJobMessage[] = [];
    const jobs = createAnswerJobs({ broadcast: (message) => sent.push(message) });
    const repository = createAdvicesRepository(testApp.database.db);
    const advices = createAdvicesService({
      repository,
      formAnswers: createFormAnswersRepository(testApp.database.db),
      jobs,
      clock: testApp.clock,
    });
    const items = createAdviceItemsService({
      repository,
      advices,
      jobs,
      clock: testApp.clock,
      questionRateLimitPerMinute: 100,
    });
    const conversation = await createConversation(testApp, user);
    const session = toRequestSession(user.user, 'test', undefined);
    const never = () => new Promise<void>(() => {});
    const older = jobs.start('older-advice', conversation.id, never);

    const advice = await items.createAdvice(session, conversation.id, 'And the deposit?');
    expect(older.controller.signal.aborted).toBe(true);

    const newer = jobs.start(advice.id, conversation.id, never);
    for (const message of sent) jobs.receive(message);
    expect(sent.length).toBeGreaterThan(0);
    expect(newer.controller.signal.aborted).toBe(false);
  });
});
