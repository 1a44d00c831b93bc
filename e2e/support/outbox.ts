import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** Messages sent to this address, newest first (GET /dev/outbox, development only). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * Waits for a message with a code that is not one of `seen` (so a resend is told apart from
 * the first code) and returns the newest code.
 */
export async function waitForCode(
  request: APIRequestContext,
  to: string,
  seen: string[] = [],
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(request, to);
        code = newest?.code ?? null;
        return code !== null && !seen.includes(code);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}
