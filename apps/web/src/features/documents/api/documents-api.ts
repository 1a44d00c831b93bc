import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generatedDocumentListResponseSchema,
  generatedDocumentSchema,
  type GeneratedDocument,
  type GeneratedDocumentSummary,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';
import { ApiError } from '@/lib/api-error';

/** Shared with the formal-notice wizard by value (features never import each other). */
export const DOCUMENTS_QUERY_KEY = ['generated-documents'] as const;

/** GET /generated-documents: the user's documents, newest first (the first page). */
export async function fetchDocuments(
  limit: number,
  signal?: AbortSignal,
): Promise<{ items: GeneratedDocumentSummary[]; total: number }> {
  const answer = await apiRequest(`/generated-documents?limit=${limit}`, {
    schema: generatedDocumentListResponseSchema,
    signal,
  });
  return { items: answer?.items ?? [], total: answer?.meta.total ?? 0 };
}

export function useDocuments(limit = 100) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, limit],
    queryFn: ({ signal }) => fetchDocuments(limit, signal),
  });
}

export async function renameDocument(input: {
  id: string;
  title: string;
}): Promise<GeneratedDocument> {
  const answer = await apiRequest(`/generated-documents/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { title: input.title },
    schema: generatedDocumentSchema,
  });
  if (!answer) throw new ApiError('Failed to rename the document', 500);
  return answer;
}

export async function deleteDocument(id: string): Promise<void> {
  await apiRequest(`/generated-documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function downloadDocument(document: Pick<GeneratedDocumentSummary, 'id' | 'title'>) {
  return downloadApiFile(
    `/generated-documents/${encodeURIComponent(document.id)}/pdf`,
    `${document.title}.pdf`,
  );
}

export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
