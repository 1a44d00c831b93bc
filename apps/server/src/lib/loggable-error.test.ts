import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../plugins/request-logging';
import { carriesModelPayload, toLoggableError } from './loggable-error';

function modelError() {
  return new APICallError({
    message: 'Bad request',
    url: 'https://models.example/v1/chat/completions',
    requestBodyValues: { messages: [{ role: 'user', content: 'my landlord Jean Tremblay' }] },
    statusCode: 400,
    responseBody: '{"error":"echo: my landlord Jean Tremblay"}',
  });
}

function captureLogs() {
  const lines: string[] = [];
  const log = createLogger({ stream: { write: (line: string) => void lines.push(line) } });
  return { log, lines };
}

describe('errors in logs', () => {
  it('keeps name, message and status of an error, nothing else', () => {
    expect(toLoggableError(modelError())).toEqual({
      name: 'AI_APICallError',
      message: 'Bad request',
      statusCode: 400,
    });
    expect(toLoggableError('plain text')).toEqual({ name: 'NonError', message: 'plain text' });
  });

  it('cuts a model error logged as err, even wrapped, down to name, message and status', () => {
    const { log, lines } = captureLogs();
    log.error({ err: modelError() }, 'direct');
    log.error({ err: new Error('wrapper', { cause: modelError() }) }, 'wrapped');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!).err).toEqual({
      name: 'AI_APICallError',
      message: 'Bad request',
      statusCode: 400,
    });
    expect(JSON.parse(lines[1]!).err).toEqual({ name: 'Error', message: 'wrapper' });
    expect(lines.join('\n')).not.toContain('Tremblay');
  });

  it('logs other errors in full, with their stack', () => {
    const { log, lines } = captureLogs();
    log.error({ err: new Error('database is down') }, 'other');
    expect(carriesModelPayload(new Error('database is down'))).toBe(false);
    expect(JSON.parse(lines[0]!).err).toMatchObject({
      type: 'Error',
      message: 'database is down',
      stack: expect.stringContaining('database is down'),
    });
  });
});
