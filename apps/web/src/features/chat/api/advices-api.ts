import type {
  AdviceConversation,
  AdviceItem,
  AdviceListItem,
  AdviceStreamEvent,
  AdviceStreamRequestInput,
  CreateConversationRequestInput,
  FeedbackSubmissionInput,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { postEventStream } from '@/lib/api-stream';
import { keepOfflineCopyWhenIdle, loadWithOfflineCopy } from '@/lib/offline-conversations';
import { takePrefetchedConversation, takeSeededConversation } from './conversation-prefetch';
import { requestConversation } from './conversation-request';

export const ADVICE_LIST_QUERY_KEY = ['advices', 'list'] as const;

// Schemas (and zod) load with the first call, in parallel with its request (issue 18).
const loadSchemas = () => import('./chat-schemas');

const id = (value: string) => encodeURIComponent(value);

function required<T>(value: T | null, message: string): T {
  if (value === null) throw new ApiError(message, 500);
  return value;
}

/** GET /advices/list: the first 50 conversations, newest first. */
export async function fetchAdviceList(signal?: AbortSignal): Promise<AdviceListItem[]> {
  const answer = await apiRequest('/advices/list?limit=50', {
    schema: async () => (await loadSchemas()).adviceListResponseSchema,
    signal,
  });
  return answer?.items ?? [];
}

export async function fetchConversation(
  chatId: string,
  signal?: AbortSignal,
): Promise<AdviceConversation> {
  // Read from the encrypted offline copy when the network is down (spec 02 §9).
  return loadWithOfflineCopy(chatId, async () => {
    const prefetched = await takePrefetchedConversation(chatId);
    return prefetched ?? requestConversation(chatId, signal);
  });
}

/** The document's conversation, for the chat's first render; its offline copy follows. */
export function takeLoadedConversation(
  chatId: string,
  accept: (conversation: AdviceConversation) => boolean,
): AdviceConversation | null {
  const conversation = takeSeededConversation(chatId, accept);
  if (conversation) keepOfflineCopyWhenIdle(conversation);
  return conversation;
}

export async function createConversation(
  body: CreateConversationRequestInput,
  signal?: AbortSignal,
): Promise<AdviceConversation> {
  const answer = await apiRequest('/advices', {
    method: 'POST',
    body,
    schema: async () => (await loadSchemas()).adviceConversationSchema,
    signal,
  });
  return required(answer, 'Failed to create advice on server');
}

export async function createAdvice(
  chatId: string,
  question: string,
  signal?: AbortSignal,
): Promise<AdviceItem> {
  const answer = await apiRequest(`/advices/${id(chatId)}/create-advice`, {
    method: 'POST',
    body: { question },
    schema: async () => (await loadSchemas()).adviceItemSchema,
    signal,
  });
  return required(answer, 'Failed to create advice on server');
}

/** PATCH /advices/items/{id}/status; used to mark an answer the user stopped. */
export async function updateAdviceStatus(adviceId: string, status: AdviceItem['status']) {
  await apiRequest(`/advices/items/${id(adviceId)}/status`, { method: 'PATCH', body: { status } });
}

export async function renameConversation(chatId: string, title: string): Promise<void> {
  await apiRequest(`/advices/${id(chatId)}/title`, {
    method: 'PATCH',
    body: { title },
    schema: async () => (await loadSchemas()).adviceListItemSchema,
  });
}

export async function deleteConversation(chatId: string): Promise<void> {
  await apiRequest(`/advices/${id(chatId)}`, { method: 'DELETE' });
}

/** POST /flaggedResponse: creates the feedback of an advice, or updates it the second time. */
export async function sendFeedback(body: FeedbackSubmissionInput) {
  const { feedbackSubmissionSchema, feedbackResponseSchema } = await loadSchemas();
  const answer = await apiRequest('/flaggedResponse', {
    method: 'POST',
    body: feedbackSubmissionSchema.parse(body),
    schema: feedbackResponseSchema,
  });
  return required(answer, 'Failed to submit feedback');
}

/**
 * POST /advice/lambda: streams the answer. Each event is parsed with the contract; a malformed
 * one is skipped rather than ending the answer.
 */
export async function streamAdvice(
  body: AdviceStreamRequestInput,
  onEvent: (event: AdviceStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // Events are parsed synchronously as they arrive; the chunk is already in after the calls
  // that create the conversation and the advice, so this wait is normally nil.
  const { adviceStreamEventSchema } = await loadSchemas();
  await postEventStream('/advice/lambda', {
    body,
    signal,
    onEvent: (data) => {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const event = adviceStreamEventSchema.safeParse(json);
      if (event.success) onEvent(event.data);
    },
  });
}

export type ChatApi = {
  fetchConversation: typeof fetchConversation;
  takeLoadedConversation?: typeof takeLoadedConversation;
  createConversation: typeof createConversation;
  createAdvice: typeof createAdvice;
  streamAdvice: typeof streamAdvice;
  updateAdviceStatus: typeof updateAdviceStatus;
};

export const chatApi: ChatApi = {
  fetchConversation,
  takeLoadedConversation,
  createConversation,
  createAdvice,
  streamAdvice,
  updateAdviceStatus,
};
