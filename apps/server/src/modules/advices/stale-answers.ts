import { and, eq, lt } from 'drizzle-orm';
import { ADVICE_FALLBACK_ERROR_TEXT } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { advices } from '../../db/schema-chat';
import type { Clock } from '../../lib/clock';

/**
 * Longer than any live answer can take: a model call has a total timeout of at most 10 minutes
 * (MODEL_TIMEOUT_MS), and followers on other instances give up after 10 minutes too.
 */
export const STALE_STREAMING_MS = 15 * 60_000;
/** How often each instance looks for answers left `streaming` by an instance that died. */
export const STALE_SWEEP_INTERVAL_MS = 60_000;

export const INTERRUPTED_ANSWER_MESSAGE = 'The server writing this answer stopped before it ended';

/**
 * An instance killed mid-answer (a crash, an OOM kill: no shutdown hook runs) leaves its advices
 * `streaming` for ever, and a reloaded chat would show "Writing the answer…" for ever. They are
 * stored as failed, like an answer whose model failed, so the person can ask again.
 */
export function createStaleAnswerSweeper(deps: { db: Database; clock: Clock }) {
  async function failStreamingBefore(cutoff: Date): Promise<number> {
    const rows = await deps.db
      .update(advices)
      .set({
        status: 'error',
        answer: ADVICE_FALLBACK_ERROR_TEXT,
        errorMessage: INTERRUPTED_ANSWER_MESSAGE,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(advices.status, 'streaming'), lt(advices.updatedAt, cutoff)))
      .returning({ id: advices.id });
    return rows.length;
  }

  return {
    /** Answers started longer ago than any live one can run: safe with several instances. */
    failStale(): Promise<number> {
      return failStreamingBefore(new Date(deps.clock.now().getTime() - STALE_STREAMING_MS));
    },
    /**
     * Every answer still `streaming`: only when this process is the only one that can write
     * them, i.e. at start-up on the embedded database, which no other process can open.
     */
    failAllStreaming(): Promise<number> {
      return failStreamingBefore(new Date(deps.clock.now().getTime() + 1));
    },
  };
}
