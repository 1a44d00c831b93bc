import type { AdviceStatus } from '@lexlogis/contracts';

/**
 * Allowed status changes of an advice (spec 01 §4, issue 6): submitted → streaming → ready or
 * error; a submitted or streaming advice may be aborted; an advice that failed or was aborted
 * may be submitted again (Try Again). A ready answer is final. Setting the current status
 * again is accepted and changes nothing, so a retried request is harmless.
 */
export const ADVICE_TRANSITIONS: Record<AdviceStatus, readonly AdviceStatus[]> = {
  submitted: ['streaming', 'ready', 'error', 'aborted'],
  streaming: ['ready', 'error', 'aborted'],
  ready: [],
  error: ['submitted', 'streaming'],
  aborted: ['submitted', 'streaming'],
};

export function canChangeStatus(from: AdviceStatus, to: AdviceStatus): boolean {
  return from === to || ADVICE_TRANSITIONS[from].includes(to);
}

/** Statuses an answer may be (re)started from by the stream. */
export const STARTABLE_STATUSES: readonly AdviceStatus[] = ['submitted', 'error', 'aborted'];

/** Statuses from which a stored answer may be written. */
export function statusesThatCanBecome(to: AdviceStatus): AdviceStatus[] {
  return (Object.keys(ADVICE_TRANSITIONS) as AdviceStatus[]).filter((from) =>
    canChangeStatus(from, to),
  );
}
