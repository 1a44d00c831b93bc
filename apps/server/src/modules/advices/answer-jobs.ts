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

/**
 * What one instance asks the others (issue 16): stop the answers of a conversation, or one
 * answer. Sent over the change feed; every instance, the sender included, applies it.
 */
export type AnswerJobMessage =
  | { type: 'abort-conversation'; conversationId: string; exceptAdviceId?: string; reason: string }
  | { type: 'abort-advice'; adviceId: string; reason: string };

export type AnswerJobsOptions = {
  onJobError?: (error: unknown) => void;
  /** Sends a message to every instance; without it aborts stay in this process. */
  broadcast?: (message: AnswerJobMessage) => void;
};

/** The per-process registry of running answers, keyed by advice id. */
export function createAnswerJobs(options: AnswerJobsOptions = {}) {
  const running = new Map<string, AnswerJob>();
  /** Streams of answers another instance writes (see follow()). */
  const followers = new Set<AnswerJob>();

  function createJob(adviceId: string, conversationId: string): AnswerJob {
    return {
      adviceId,
      conversationId,
      controller: new AbortController(),
      events: [],
      listeners: new Set(),
      finished: Promise.resolve(),
      closed: false,
    };
  }

  function abortLocal(jobs: AnswerJob[], reason: string): void {
    for (const job of jobs) job.controller.abort(new Error(reason));
  }

  function inConversation(conversationId: string): AnswerJob[] {
    return [...running.values()].filter((job) => job.conversationId === conversationId);
  }

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
    /**
     * A running answer, to re-attach to. Once its 'done' or 'error' is out the advice is stored:
     * asking again is answered from the database (409 for a ready one), whether or not the job
     * has left the registry yet.
     */
    get(adviceId: string): AnswerJob | undefined {
      const job = running.get(adviceId);
      return job && !job.closed ? job : undefined;
    },

    inConversation,

    get size(): number {
      return running.size;
    },

    start(adviceId: string, conversationId: string, run: AnswerJobRunner): AnswerJob {
      const job = createJob(adviceId, conversationId);
      running.set(adviceId, job);
      job.finished = run(job, (event) => emit(job, event))
        .catch((error: unknown) => options.onJobError?.(error))
        .finally(() => {
          running.delete(adviceId);
          job.listeners.clear();
        });
      return job;
    },

    /**
     * A job relaying an answer that another instance writes: `run` replays its stored events
     * and follows them. It is not a running answer here (get() does not return it).
     */
    follow(adviceId: string, conversationId: string, run: AnswerJobRunner): AnswerJob {
      const job = createJob(adviceId, conversationId);
      followers.add(job);
      job.finished = run(job, (event) => emit(job, event))
        .catch((error: unknown) => options.onJobError?.(error))
        .finally(() => {
          followers.delete(job);
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
      const reason = 'Superseded by a newer question';
      const aborted = inConversation(conversationId).filter(
        (job) => job.adviceId !== exceptAdviceId,
      );
      abortLocal(aborted, reason);
      options.broadcast?.({ type: 'abort-conversation', conversationId, exceptAdviceId, reason });
      return aborted;
    },

    /** Stops an answer that another instance may be writing (this one has no job for it). */
    abortElsewhere(adviceId: string, reason: string): void {
      options.broadcast?.({ type: 'abort-advice', adviceId, reason });
    },

    /** Applies another instance's message to the jobs of this one. */
    receive(message: AnswerJobMessage): void {
      if (message.type === 'abort-advice') {
        const job = running.get(message.adviceId);
        if (job) abortLocal([job], message.reason);
        return;
      }
      const jobs = inConversation(message.conversationId).filter(
        (job) => job.adviceId !== message.exceptAdviceId,
      );
      abortLocal(jobs, message.reason);
    },

    /** Shutdown: lets running answers finish for up to `graceMs`, then aborts the rest. */
    async drain(graceMs: number): Promise<void> {
      const all = () => Promise.all([...running.values()].map((job) => job.finished));
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([all(), grace]);
      clearTimeout(timer);
      abortLocal([...running.values(), ...followers], 'Server shutting down');
      await Promise.all([all(), ...[...followers].map((job) => job.finished)]);
    },
  };
}
export type AnswerJobs = ReturnType<typeof createAnswerJobs>;
