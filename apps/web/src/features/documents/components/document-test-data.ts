import type { GeneratedDocumentSummary } from '@lexlogis/contracts';

export function makeDocument(n: number, title = `Notice ${n}`): GeneratedDocumentSummary {
  return {
    id: `c0ffee00-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'formal-notice',
    lang: 'fr',
    title,
    situation: 'repairs',
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
  };
}

export function listResponseBody(items: GeneratedDocumentSummary[]) {
  return { items, meta: { total: items.length, page: 1, limit: 20, totalPages: 1 } };
}
