import type { TFunction } from 'i18next';
import type { GeneratedDocumentSummary } from '@lexlogis/contracts';

/** "Formal notice · Repairs" in the interface language. */
export function describeDocumentType(t: TFunction, document: GeneratedDocumentSummary): string {
  return `${t(`documents.types.${document.type}` as never)} · ${t(`documents.situations.${document.situation}` as never)}`;
}

export function formatDocumentDate(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
