import { postJson } from '../load/load-users';

/**
 * What the faults benchmark does as a user: ask and read the answer stream, read the stored
 * advices back, and probe the server's health while the database goes away.
 */

const QUESTION = 'My landlord asks me for a security deposit, is that allowed?';

type StreamEvent = { type: string; message?: string };
export type AskedQuestion = { conversationId: string; adviceId: string };
export type StreamResult = AskedQuestion & { ms: number; last: StreamEvent | null };

/** The load users' POST, refusing an answer that is not 2xx. */
async function postOk(url: string, body: object, headers: Record<string, string>) {
  const response = await postJson(url, body, headers);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function askQuestion(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<AskedQuestion> {
  const conversation = await postOk(
    `${baseUrl}/api/advices`,
    { title: QUESTION.slice(0, 60), description: QUESTION },
    headers,
  );
  const { id: conversationId } = (await conversation.json()) as { id: string };
  const advice = await postOk(
    `${baseUrl}/api/advices/${conversationId}/create-advice`,
    { question: QUESTION },
    headers,
  );
  const { id: adviceId } = (await advice.json()) as { id: string };
  return { conversationId, adviceId };
}

/**
 * Asks (or asks again, for Try Again) and reads the answer stream to its last event, or only to
 * its first event when the caller wants the stream left open.
 */
export async function askAndStream(
  baseUrl: string,
  headers: Record<string, string>,
  again?: AskedQuestion,
  { stopAfterFirstEvent = false } = {},
): Promise<StreamResult> {
  const asked = again ?? (await askQuestion(baseUrl, headers));
  const started = performance.now();
  const response = await postOk(
    `${baseUrl}/api/advice/lambda`,
    { ...asked, question: QUESTION, lang: 'en', history: [] },
    headers,
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: StreamEvent | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const line = block.trim();
        if (line.startsWith('data: ')) last = JSON.parse(line.slice(6)) as StreamEvent;
      }
      if (stopAfterFirstEvent && last) break;
    }
  } catch {
    // The server went away mid-stream (SIGTERM): what was read is the result.
  }
  return { ...asked, ms: performance.now() - started, last };
}

/** The stored status of each advice of a conversation, oldest first. */
export async function readAdviceStatuses(
  baseUrl: string,
  headers: Record<string, string>,
  conversationId: string,
): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/advices/${conversationId}`, { headers });
  if (!response.ok) throw new Error(`read ${conversationId}: ${response.status}`);
  const body = (await response.json()) as { advices: Array<{ status: string }> };
  return body.advices.map((advice) => advice.status);
}

type Probe = { at: number; health: number; list: number };

async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Probes `/healthz` and a signed-in read every 50 ms until stopped. `waitFor` resolves with the
 * time of the first probe after `since` that matches.
 */
export function watchHealth(baseUrl: string, headers: Record<string, string>) {
  const probes: Probe[] = [];
  let running = true;
  void (async () => {
    while (running) {
      const at = performance.now();
      const [health, list] = await Promise.all([
        statusOf(`${baseUrl}/healthz`),
        statusOf(`${baseUrl}/api/advices/list`, headers),
      ]);
      probes.push({ at, health, list });
      await new Promise((wait) => setTimeout(wait, 50));
    }
  })();
  return {
    async waitFor(matches: (probe: Probe) => boolean, since: number): Promise<number> {
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline) {
        const found = probes.find((probe) => probe.at >= since && matches(probe));
        if (found) return found.at;
        await new Promise((wait) => setTimeout(wait, 20));
      }
      throw new Error('The server did not reach the expected state within 60 s');
    },
    stop() {
      running = false;
      const statuses = probes.flatMap((probe) => [probe.health, probe.list]);
      return {
        unavailable: statuses.filter((status) => status === 503).length,
        unexpected: statuses.filter((status) => status !== 200 && status !== 503).length,
      };
    },
  };
}
