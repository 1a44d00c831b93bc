import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formalNoticeLetterSchema,
  generatedDocumentSchema,
  type CreateGeneratedDocumentRequest,
  type FormalNoticeLetter,
  type GeneratedDocument,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';
import { ApiError } from '@/lib/api-error';

/** My documents' list key: the documents feature owns it, features never import each other. */
const DOCUMENTS_QUERY_KEY = ['generated-documents'] as const;

/** POST /generated-documents/preview: the letter as it would be generated, nothing stored. */
export async function previewNotice(
  body: CreateGeneratedDocumentRequest,
): Promise<FormalNoticeLetter> {
  const answer = await apiRequest('/generated-documents/preview', {
    method: 'POST',
    body,
    schema: formalNoticeLetterSchema,
  });
  if (!answer) throw new ApiError('Failed to preview the notice', 500);
  return answer;
}

export async function generateNotice(
  body: CreateGeneratedDocumentRequest,
): Promise<GeneratedDocument> {
  const answer = await apiRequest('/generated-documents', {
    method: 'POST',
    body,
    schema: generatedDocumentSchema,
  });
  if (!answer) throw new ApiError('Failed to generate the notice', 500);
  return answer;
}

export function downloadNotice(document: Pick<GeneratedDocument, 'id' | 'title'>) {
  return downloadApiFile(
    `/generated-documents/${encodeURIComponent(document.id)}/pdf`,
    `${document.title}.pdf`,
  );
}

export function usePreviewNotice() {
  return useMutation({ mutationFn: previewNotice });
}

export function useGenerateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
