import type { LanguageModel } from 'ai';
import { streamText } from 'ai';
import { MODEL_CALL_SETTINGS, type AnswerModel } from './answer-types';
import { buildAnswerPrompt } from './prompt';

/**
 * An AnswerModel over any AI SDK language model. Errors are rethrown from the iterator (the
 * SDK only reports them as stream parts), so the pipeline sees a failure as a failure.
 */
export function createLlmAnswerModel(
  id: string,
  model: LanguageModel,
  timeoutMs: number = MODEL_CALL_SETTINGS.timeoutMs,
): AnswerModel {
  return {
    id,
    label: 'llm',
    async *streamAnswer(input, signal) {
      const { system, messages } = buildAnswerPrompt(input);
      const result = streamText({
        model,
        system,
        messages,
        temperature: MODEL_CALL_SETTINGS.temperature,
        maxOutputTokens: MODEL_CALL_SETTINGS.maxOutputTokens,
        // The whole call: a server that sends a first chunk and then hangs is cut off too.
        timeout: { totalMs: timeoutMs },
        // A retry would double the wait behind a 60 s timeout; the user can try again.
        maxRetries: 0,
        abortSignal: signal,
        // The error is rethrown below; the SDK's default handler would also print it.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') {
          throw signal.reason instanceof Error ? signal.reason : new Error('Model call aborted');
        }
      }
    },
  };
}
