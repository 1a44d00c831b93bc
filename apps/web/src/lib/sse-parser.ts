/**
 * A small parser for server-sent events read from a fetch body (the advice stream is a POST, so
 * EventSource cannot be used). Feed it decoded text as it arrives; it calls onEvent once per
 * complete event with the joined `data:` lines. Comments (`:`), `event:`, `id:` and `retry:`
 * fields are ignored: the advice stream carries its type inside the JSON.
 */
export interface SseParser {
  feed(chunk: string): void;
  /** Flushes an event left without its closing blank line when the body ends. */
  end(): void;
}

export function createSseParser(onEvent: (data: string) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];

  function dispatch(): void {
    if (dataLines.length > 0) onEvent(dataLines.join('\n'));
    dataLines = [];
  }

  function readLine(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
  }

  return {
    feed(chunk) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line still being written.
      buffer = lines.pop() ?? '';
      for (const line of lines) readLine(line);
    },
    end() {
      if (buffer) readLine(buffer);
      buffer = '';
      dispatch();
    },
  };
}

/** Reads a streamed body to the end, feeding the parser as text arrives. */
export async function readSseBody(
  body: ReadableStream<Uint8Array>,
  onEvent: (data: string) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
