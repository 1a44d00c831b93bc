import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  findFormResponseSchema,
  legalFormDetailSchema,
  legalFormsResponseSchema,
  type FindFormRequest,
  type FindFormResponse,
  type LegalFormDetail,
  type LegalFormsResponse,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const LEGAL_FORMS_QUERY_KEY = ['legal-forms'] as const;

export type LegalFormsListQuery = {
  q?: string;
  party?: string;
  category?: string;
  matter?: string;
  page: number;
  limit: number;
  lang: 'en' | 'fr';
};

function toQueryString(query: LegalFormsListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /forms: a page of forms for a query and filters. */
export async function listLegalForms(
  query: LegalFormsListQuery,
  signal?: AbortSignal,
): Promise<LegalFormsResponse> {
  const answer = await apiRequest(`/forms?${toQueryString(query)}`, {
    schema: legalFormsResponseSchema,
    signal,
  });
  if (!answer) throw new ApiError('Invalid API response format', 500);
  return answer;
}

/** GET /forms/{id}: one form with its articles' text in the reader's language. */
export async function fetchLegalForm(
  id: string,
  lang: 'en' | 'fr',
  signal?: AbortSignal,
): Promise<LegalFormDetail> {
  const answer = await apiRequest(`/forms/${encodeURIComponent(id)}?lang=${lang}`, {
    schema: legalFormDetailSchema,
    signal,
  });
  if (!answer) throw new ApiError('Form not found', 404);
  return answer;
}

/** POST /forms/find: forms ranked for the finder's answers. */
export async function findForms(body: FindFormRequest): Promise<FindFormResponse> {
  const answer = await apiRequest('/forms/find', {
    method: 'POST',
    body,
    schema: findFormResponseSchema,
  });
  if (!answer) throw new ApiError('Invalid API response format', 500);
  return answer;
}

export function useLegalForms(query: LegalFormsListQuery) {
  return useQuery({
    queryKey: [...LEGAL_FORMS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listLegalForms(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLegalForm(id: string | null, lang: 'en' | 'fr') {
  return useQuery({
    queryKey: [...LEGAL_FORMS_QUERY_KEY, 'detail', id, lang],
    queryFn: ({ signal }) => fetchLegalForm(id ?? '', lang, signal),
    enabled: id !== null,
  });
}

export function useFindForms() {
  return useMutation({ mutationFn: findForms });
}
