import { AISDKError } from 'ai';

/** What an error may put in a log line: never the payloads some errors carry. */
export type LoggableError = { name: string; message: string; statusCode?: number };

const MAX_MESSAGE_LENGTH = 500;
const MAX_CAUSE_DEPTH = 5;
/** Fields AI SDK errors fill with the prompt (question, history, sources) or the reply. */
const PAYLOAD_FIELDS = ['requestBodyValues', 'responseBody'];

/**
 * Name, message and HTTP status only. AI SDK errors carry the whole request (the user's
 * question, the conversation, the sources) and the provider's response body; a log is the
 * wrong place for any of it.
 */
export function toLoggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) {
    return { name: 'NonError', message: String(error).slice(0, MAX_MESSAGE_LENGTH) };
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    name: error.name,
    message: error.message.slice(0, MAX_MESSAGE_LENGTH),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** True when the error, or one it wraps, is an AI SDK error or carries a model payload. */
export function carriesModelPayload(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (AISDKError.isInstance(current)) return true;
    if (PAYLOAD_FIELDS.some((field) => Object.hasOwn(current as object, field))) return true;
    current = current.cause;
  }
  return false;
}
