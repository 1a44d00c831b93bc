import type { GeneratedDocument, GeneratedDocumentSummary } from '@lexlogis/contracts';
import type { GeneratedDocumentMeta } from './generated-documents.repository';

/** Rows never cross the wire: this is where a stored document becomes the contract's. */
export function toGeneratedDocumentSummary(row: GeneratedDocumentMeta): GeneratedDocumentSummary {
  return {
    id: row.id,
    type: row.type,
    lang: row.lang,
    title: row.title,
    situation: row.fields.situation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGeneratedDocument(row: GeneratedDocumentMeta): GeneratedDocument {
  return { ...toGeneratedDocumentSummary(row), letter: row.letter };
}
