import type { AdviceConversation, AdviceItem, AdviceStreamEvent } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import {
  CHAT_ID,
  FORM_SOURCE,
  LAW_SOURCE,
  makeAdvice,
  makeConversation,
} from '../hooks/chat-test-data';
// The answer's Markdown renderer is a lazy chunk; importing it here spares each chat test its first
// transform, so they wait for answers rather than for the bundler on a busy machine.
import './markdown-answer';

export { CHAT_ID };
export const FORM_ID = '11111111-1111-4111-8111-111111111111';
export const QUESTION = 'My landlord wants to raise my rent by 12% at renewal, what can I do?';
export const ANSWER = '## Summary\n\nYou can **refuse** the increase within one month.';

const FORM = {
  id: FORM_ID,
  userId: '00000000-0000-4000-8000-000000000001',
  skipped: false,
  answers: {
    userType: 'tenant',
    excludedSituation: 'none',
    leaseTermType: 'undetermined',
    buildingType: 'none',
    buildingAgeUnder5: 'over-5',
    tenant65Over: false,
  },
};

const ALL_FLAGS = {
  CHAT_SOURCES_LAWS: true,
  CHAT_SOURCES_DOCUMENTS: true,
  CHAT_SOURCES_CASE_LAW: true,
  CHAT_SOURCES_LEGAL_FORMS: true,
};

/** A text/event-stream body made of these events. */
export function sseResponse(events: AdviceStreamEvent[]): Response {
  const body = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

export function finishedAdvice(overrides: Partial<AdviceItem> = {}): AdviceItem {
  return makeAdvice({
    question: QUESTION,
    advice: ANSWER,
    status: 'ready',
    reasoning: 'offline-composer',
    sources: [LAW_SOURCE, FORM_SOURCE],
    ...overrides,
  });
}

export function streamOf(advice: AdviceItem): AdviceStreamEvent[] {
  return [
    { type: 'start', advice: { ...advice, advice: '', status: 'streaming' } },
    { type: 'sources', sources: advice.sources },
    { type: 'delta', text: advice.advice },
    { type: 'done', advice },
  ];
}

interface ChatBackend {
  form?: unknown;
  list?: AdviceConversation[];
  conversation?: AdviceConversation;
  stream?: () => Response;
  flags?: Record<string, boolean>;
  extra?: Parameters<typeof stubRoutes>[0];
}

/** The app at `path` with the chat endpoints answered as given. */
export function renderChat(path = '/', backend: ChatBackend = {}) {
  const conversation = backend.conversation ?? makeConversation({ title: QUESTION });
  const fetchMock = stubRoutes({
    'GET /api/feature-flags': () => flagsResponse(backend.flags ?? ALL_FLAGS),
    'GET /api/formAnswer': () => jsonResponse(backend.form === undefined ? FORM : backend.form),
    'GET /api/advices/list': () =>
      jsonResponse({
        items: (backend.list ?? []).map(({ advices: _a, ...item }) => item),
        meta: { total: 0, page: 1, limit: 50, totalPages: 1 },
      }),
    'POST /api/advices': () => jsonResponse({ ...conversation, advices: [] }, 201),
    [`GET /api/advices/${CHAT_ID}`]: () => jsonResponse(conversation),
    [`POST /api/advices/${CHAT_ID}/create-advice`]: (body) =>
      jsonResponse(makeAdvice({ question: (body as { question: string }).question }), 201),
    'POST /api/advice/lambda': () =>
      (backend.stream ?? (() => sseResponse(streamOf(finishedAdvice()))))(),
    'GET /api/profiles': () => jsonResponse({ items: [] }),
    ...backend.extra,
  });
  return { ...renderApp(path), fetchMock };
}

export function callsTo(fetchMock: ReturnType<typeof stubRoutes>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
    )
    .map(([, init]) =>
      init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    );
}
