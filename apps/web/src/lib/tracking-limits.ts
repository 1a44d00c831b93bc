/**
 * The tracking limits of the contracts (spec 01 §9, spec 02 §5 and §9), copied here because
 * tracking starts with the app and contracts/tracking.ts would bring zod into the first load
 * (issue 18). tracking-limits.test.ts fails if a copy drifts from the contracts.
 */
export const TRACKING_FLUSH_SIZE = 10;
export const TRACKING_FLUSH_INTERVAL_MS = 5000;
export const TRACKING_BATCH_MAX_EVENTS = 100;
export const SESSION_INACTIVITY_TIMEOUT_MS = 1_800_000;
const QUESTION_LABEL_MAX_LENGTH = 100;
const ERROR_LABEL_MAX_LENGTH = 200;

export function buildQuestionLabel(question: string): string {
  return truncateText(question.trim(), QUESTION_LABEL_MAX_LENGTH);
}

export function buildErrorLabel(message: string): string {
  return truncateText(message.trim(), ERROR_LABEL_MAX_LENGTH);
}

/** Cuts by code point, never inside a surrogate pair (emoji, rare letters). */
function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
