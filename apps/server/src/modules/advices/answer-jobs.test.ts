import { describe, expect, it } from 'vitest';
import { createAnswerJobs } from './answer-jobs';

describe('createAnswerJobs', () => {
  it('offers a job for re-attaching only until its last event is out', async () => {
    const jobs = createAnswerJobs();
    let finish = () => {};
    const job = jobs.start('advice-1', 'conversation-1', async (_job, emit) => {
      emit({ type: 'error', code: 'SERVICE_UNAVAILABLE', message: 'x' });
      // Work after the last event (storing, logging) keeps the job registered a little longer.
      await new Promise<void>((resolve) => (finish = resolve));
    });
    expect(jobs.size).toBe(1);
    expect(jobs.get('advice-1')).toBeUndefined();
    finish();
    await job.finished;
    expect(jobs.size).toBe(0);
  });

  it('returns a running job', () => {
    const jobs = createAnswerJobs();
    const job = jobs.start('advice-2', 'conversation-2', () => new Promise<void>(() => {}));
    expect(jobs.get('advice-2')).toBe(job);
  });

  it("a conversation's abort message, echoed back late, spares the advice it names", () => {
    const sent: Parameters<typeof jobs.receive>[0][] = [];
    const jobs = createAnswerJobs({ broadcast: (message) => sent.push(message) });
    const older = jobs.start('advice-old', 'conversation-3', () => new Promise<void>(() => {}));
    jobs.abortConversation('conversation-3', 'advice-new');
    expect(older.controller.signal.aborted).toBe(true);
    // The new question's answer starts before the instance gets its own message back.
    const newer = jobs.start('advice-new', 'conversation-3', () => new Promise<void>(() => {}));
    for (const message of sent) jobs.receive(message);
    expect(newer.controller.signal.aborted).toBe(false);
  });
});
