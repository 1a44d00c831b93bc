import type { AdviceStreamEvent } from '@lexlogis/contracts';

export type AnswerJobListener = (event: AdviceStreamEvent) => void;

/**
 * One answer being written. It belongs to the process, not to an HTTP connection: clients
 * subscribe and unsubscribe (a disconnect only unsubscribes), and the job always runs to its
 * end and stores the advice. Events are kept so a late subscriber gets the whole stream.
 */
export type AnswerJob = {
  adviceId: string;
  conversationId: string;
  controller: AbortController;
  events: AdviceStreamEvent[];
  listeners: Set<AnswerJobListener>;
  /** Settles once the advice is stored (never rejects). */
  finished: Promise<void>;
  closed: boolean;
};

export type AnswerJobRunner = (
  job: AnswerJob,
  emit: (event: AdviceStreamEvent) => void,
) => Promise<void>;

/** The per-process registry of running answers, keyed by advice id. */
export function createAnswerJobs(options: { onJobError?: (error: unknown) => void } = {}) {
  const running = new Map<string, AnswerJob>();

  function emit(job: AnswerJob, event: AdviceStreamEvent): void {
    if (job.closed) return;
    job.events.push(event);
    for (const listener of job.listeners) {
      try {
        listener(event);
      } catch (error) {
        options.onJobError?.(error);
      }
    }
    if (event.type === 'done' || event.type === 'error') job.closed = true;
  }

  return {
    get(adviceId: string): AnswerJob | undefined {
      return running.get(adviceId);
    },

    inConversation(conversationId: string): AnswerJob[] {
      return [...running.values()].filter((job) => job.conversationId === conversationId);
    },

    get size(): number {
      return running.size;
    },

    start(adviceId: string, conversationId: string, run: AnswerJobRunner): AnswerJob {
      const job: AnswerJob = {
        adviceId,
        conversationId,
        controller: new AbortController(),
        events: [],
        listeners: new Set(),
        finished: Promise.resolve(),
        closed: false,
      };
      running.set(adviceId, job);
      job.finished = run(job, (event) => emit(job, event))
        .catch((error: unknown) => options.onJobError?.(error))
        .finally(() => {
          running.delete(adviceId);
          job.listeners.clear();
        });
      return job;
    },

    /** Replays what the job sent so far, then follows it; returns the unsubscribe function. */
    subscribe(job: AnswerJob, listener: AnswerJobListener): () => void {
      for (const event of job.events) listener(event);
      if (!job.closed) job.listeners.add(listener);
      return () => job.listeners.delete(listener);
    },

    /** Aborts the running answers of a conversation (a newer submission); they store 'aborted'. */
    abortConversation(conversationId: string, exceptAdviceId?: string): AnswerJob[] {
      const aborted = this.inConversation(conversationId).filter(
        (job) => job.adviceId !== exceptAdviceId,
      );
      for (const job of aborted) job.controller.abort(new Error('Superseded by a newer question'));
      return aborted;
    },

    /** Shutdown: lets running answers finish for up to `graceMs`, then aborts the rest. */
    async drain(graceMs: number): Promise<void> {
      const all = () => Promise.all([...running.values()].map((job) => job.finished));
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([all(), grace]);
      clearTimeout(timer);
      for (const job of running.values()) job.controller.abort(new Error('Server shutting down'));
      await all();
    },
  };
}
export type AnswerJobs = ReturnType<typeof createAnswerJobs>;
