import { SOLD_LEGAL_FORM_ID, type LegalFormSummary } from '@lexlogis/contracts';
import type { FormRow } from './forms.repository';

function readText(details: Record<string, unknown>, key: string): string {
  const value = details[key];
  return typeof value === 'string' ? value : '';
}

export function readTexts(details: Record<string, unknown>, key: string): string[] {
  const value = details[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function readDetail(row: FormRow, key: string): string {
  return readText(row.details, key);
}

/** A form row as the library lists it; the official link always, a PDF link only when there is one. */
export function toFormSummary(row: FormRow): LegalFormSummary {
  const sold = row.formId === SOLD_LEGAL_FORM_ID;
  return {
    id: row.formId,
    name: row.title,
    category: readText(row.details, 'category'),
    matterType: readText(row.details, 'matterType'),
    initiatingParty: row.filledBy ?? '',
    status: readText(row.details, 'status'),
    useWhen: readText(row.details, 'useWhen'),
    officialUrl: row.url ?? row.pageUrl ?? 'https://www.tal.gouv.qc.ca/en/forms',
    pdfUrl: sold ? null : row.docUrl,
    sold,
  };
}
