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

/**
 * A knowledge base ingested before issue 12 has no separate use_when, do_not_use_when and
 * legal_effect in `details`: they are read back from the search text until the next ingest.
 */
const CONTENT_LINES: Record<string, (lines: string[]) => string> = {
  useWhen: (lines) => lines[0] ?? '',
  legalEffect: (lines) =>
    lines.find((line) => line.startsWith('Legal effect: '))?.slice('Legal effect: '.length) ?? '',
};

export function readDetail(row: FormRow, key: string): string {
  const value = readText(row.details, key);
  if (value || row.details[key] !== undefined) return value;
  return CONTENT_LINES[key]?.(row.content.split('\n')) ?? '';
}

export function readDoNotUseWhen(row: FormRow): string[] {
  if (Array.isArray(row.details.doNotUseWhen)) return readTexts(row.details, 'doNotUseWhen');
  const prefix = 'Do not use when: ';
  const line = row.content.split('\n').find((text) => text.startsWith(prefix));
  return line ? [line.slice(prefix.length)] : [];
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
    useWhen: readDetail(row, 'useWhen'),
    officialUrl: row.url ?? row.pageUrl ?? 'https://www.tal.gouv.qc.ca/en/forms',
    pdfUrl: sold ? null : row.docUrl,
    sold,
  };
}
