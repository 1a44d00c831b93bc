import { setTimeout as sleep } from 'node:timers/promises';
import { ADVICE_FALLBACK_ERROR_TEXT, type AdviceStreamEvent } from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { toLoggableError } from '../../lib/loggable-error';
import type { AdviceStreamEventsRepository } from './advice-stream-events.repository';
import { toAdviceItem } from './advices.mapper';
import type { AdviceRow } from './advices.repository';
import type { AnswerJobRunner } from './answer-jobs';

/**
 * Answers written by another instance (issue 16): the writing instance stores its events, a
 * stream reattached here replays and follows them, and an abort waits for the writer to store.
 */

/** How often stored events are written, and read by a follower. */
export const STREAM_EVENTS_INTERVAL_MS = 100;
/** A follower gives up after this long (the writer's own model timeout is shorter). */
const FOLLOW_LIMIT_MS = 10 * 60_000;

export type EventRecorder = {
  record(event: AdviceStreamEvent): void;
  /** Writes what is left; awaited before the advice is stored so a follower misses nothing. */
  flush(): Promise<void>;
};

export function createEventRecorder(
  repository: AdviceStreamEventsRepository,
  adviceId: string,
  log: FastifyBaseLogger,
): EventRecorder {
  let seq = 0;
  let buffer: { seq: number; event: AdviceStreamEvent }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(() => repository.append(adviceId, batch))
      .catch((error: unknown) =>
        log.warn({ adviceId, error: toLoggableError(error) }, 'stream events not stored'),
      );
    return writing;
  }

  return {
    record(event) {
      seq += 1;
      buffer.push({ seq, event });
      timer ??= setTimeout(() => void flush(), STREAM_EVENTS_INTERVAL_MS);
    },
    flush,
  };
}

export type FollowDeps = {
  events: AdviceStreamEventsRepository;
  findAdvice(id: string): Promise<AdviceRow | undefined>;
};

/** Replays the stored events of an answer another instance writes, then follows them to its end. */
export function followStoredAnswer(deps: FollowDeps): AnswerJobRunner {
  return async (job, emit) => {
    let lastSeq = 0;
    const started = Date.now();
    const relay = async () => {
      for (const { seq, event } of await deps.events.listAfter(job.adviceId, lastSeq)) {
        lastSeq = seq;
        emit(event);
      }
    };
    while (!job.controller.signal.aborted && Date.now() - started < FOLLOW_LIMIT_MS) {
      await relay();
      const advice = await deps.findAdvice(job.adviceId);
      if (!advice) {
        emit({
          type: 'error',
          code: 'CONVERSATION_NOT_FOUND',
          message: ADVICE_FALLBACK_ERROR_TEXT,
        });
        return;
      }
      if (advice.status !== 'streaming') {
        await relay();
        if (advice.status === 'error') {
          emit({ type: 'error', code: 'SERVICE_UNAVAILABLE', message: ADVICE_FALLBACK_ERROR_TEXT });
        } else {
          emit({ type: 'done', advice: toAdviceItem(advice) });
        }
        return;
      }
      await sleep(STREAM_EVENTS_INTERVAL_MS, undefined, { signal: job.controller.signal }).catch(
        () => undefined,
      );
    }
    emit({ type: 'error', code: 'SERVICE_UNAVAILABLE', message: ADVICE_FALLBACK_ERROR_TEXT });
  };
}

/**
 * Waits until no advice matched by `isStreaming` is being written any more (another instance
 * stores it as aborted once it gets the message); false when it is still streaming at the
 * deadline, e.g. because the instance writing it is gone.
 */
export async function waitUntilStored(
  isStreaming: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await isStreaming()) {
    if (Date.now() >= deadline) return false;
    await sleep(STREAM_EVENTS_INTERVAL_MS / 2);
  }
  return true;
}
