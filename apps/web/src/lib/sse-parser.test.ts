import { describe, expect, it } from 'vitest';
import { createSseParser, readSseBody } from './sse-parser';

function collect() {
  const events: string[] = [];
  return { events, parser: createSseParser((data) => events.push(data)) };
}

describe('createSseParser', () => {
  it('emits one event per blank-line-terminated block', () => {
    const { events, parser } = collect();
    parser.feed('data: {"type":"start"}\n\ndata: {"type":"delta","text":"Hi"}\n\n');
    expect(events).toEqual(['{"type":"start"}', '{"type":"delta","text":"Hi"}']);
  });

  it('joins events split across chunks, even mid-line and mid-CRLF', () => {
    const { events, parser } = collect();
    parser.feed('da');
    parser.feed('ta: {"a":');
    parser.feed('1}\r');
    parser.feed('\n\r\n');
    expect(events).toEqual(['{"a":1}']);
  });

  it('joins multi-line data with newlines and ignores comments and other fields', () => {
    const { events, parser } = collect();
    parser.feed(': keep-alive\nevent: message\nid: 4\ndata: line one\ndata:line two\n\n');
    expect(events).toEqual(['line one\nline two']);
  });

  it('ignores blocks without data and flushes a final event on end', () => {
    const { events, parser } = collect();
    parser.feed('event: ping\n\ndata: last');
    expect(events).toEqual([]);
    parser.end();
    expect(events).toEqual(['last']);
  });

  it('reads a streamed body, decoding UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"Québec"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // in the middle of "é"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: string[] = [];
    await readSseBody(body, (data) => events.push(data));
    expect(events).toEqual(['{"text":"Québec"}']);
  });
});
