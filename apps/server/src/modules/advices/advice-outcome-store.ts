import {
  ADVICE_FALLBACK_ERROR_TEXT,
  buildLegacySourceLists,
  type Source,
} from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOutcome } from '../../ai/answer-outcome';
import type { AnswerModel } from '../../ai/answer-types';
import type { Clock } from '../../lib/clock';
import { toLoggableError } from '../../lib/loggable-error';
import { toAdviceItem } from './advices.mapper';
import type { AdviceRow, AdvicesRepository } from './advices.repository';
import type { AnswerJobs } from './answer-jobs';

const MAX_ERROR_MESSAGE_LENGTH = 2000;

export type Emit = Parameters<Parameters<AnswerJobs['start']>[2]>[1];

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_MESSAGE_LENGTH);
}

/**
 * How an answer's outcome is stored: only over a row still 'streaming' (an abort or a deleted
 * conversation won the race otherwise), and a failure as the spec's apology with the reason kept.
 */
export function createOutcomeStore(deps: {
  repository: AdvicesRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  model: AnswerModel;
}) {
  const { repository, clock, log, model } = deps;

  /** `storedSources`: what the stream already stored with the 'sources' event, if it did. */
  async function store(
    advice: AdviceRow,
    outcome: AnswerOutcome,
    emit: Emit,
    storedSources?: readonly Source[],
  ): Promise<void> {
    const common = {
      // Already in the row: a large JSON value not written twice.
      ...(outcome.sources === storedSources ? {} : { sources: outcome.sources }),
      legacyLists: outcome.legacy,
      reasoning: outcome.model.label,
      modelId: outcome.model.id,
    };
    if (outcome.status === 'error') {
      log.warn(
        { adviceId: advice.id, error: toLoggableError(outcome.error) },
        'advice answer failed',
      );
      const row = await repository.finishAdvice(
        advice.id,
        {
          ...common,
          status: 'error',
          answer: ADVICE_FALLBACK_ERROR_TEXT,
          errorMessage: describeError(outcome.error),
        },
        clock.now(),
        ['streaming'],
      );
      if (!row) log.warn({ adviceId: advice.id }, 'failed advice was gone before it was stored');
      emit({ type: 'error', code: 'SERVICE_UNAVAILABLE', message: ADVICE_FALLBACK_ERROR_TEXT });
      return;
    }
    const row = await repository.finishAdvice(
      advice.id,
      {
        ...common,
        status: outcome.status,
        answer: outcome.text,
        errorMessage: null,
        // The matched situation guides: the metrics' topics (issue 15).
        guideIds: outcome.status === 'ready' ? outcome.guideIds : [],
      },
      clock.now(),
      ['streaming'],
    );
    if (!row) {
      // The conversation was deleted meanwhile: nothing is left to show.
      emit({ type: 'error', code: 'CONVERSATION_NOT_FOUND', message: ADVICE_FALLBACK_ERROR_TEXT });
      return;
    }
    // The sources and lists just stored (here or with the 'sources' event), not read back.
    emit({
      type: 'done',
      advice: toAdviceItem({ ...row, sources: outcome.sources, legacyLists: outcome.legacy }),
    });
  }

  function failure(error: unknown): AnswerOutcome {
    return {
      status: 'error',
      text: ADVICE_FALLBACK_ERROR_TEXT,
      sources: [],
      legacy: buildLegacySourceLists([]),
      model: { id: model.id, label: model.label },
      error,
    };
  }

  return { store, failure };
}
