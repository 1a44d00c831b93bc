import { vi } from 'vitest';

/** fetch is the browser boundary: tests replace it with canned answers. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function stubFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Flags answer as the server would: every named flag with its state. */
export function flagsResponse(enabled: Record<string, boolean>): Response {
  const flags = Object.fromEntries(
    Object.entries(enabled).map(([name, on]) => [name, { enabled: on, description: '' }]),
  );
  return jsonResponse({ flags });
}
