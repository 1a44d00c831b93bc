import type { KbSearchHit } from '@lexlogis/contracts';

/** One search result as the CLI prints it: the identifying fields of each source type. */
export type CliResult = {
  type: string;
  id?: string;
  title?: string;
  url?: string;
  score: number;
  lang?: string;
  article?: string;
  formId?: string;
  reference?: string;
  outcome?: string;
  originalSourceId?: string;
};

export function toCliResult(hit: KbSearchHit): CliResult {
  const { source } = hit;
  const result: CliResult = {
    type: source.type,
    id: source.id,
    title: source.title,
    url: source.url,
    score: hit.score,
    lang: source.lang,
  };
  if (source.type === 'LAW' || source.type === 'MODIFIED_LAW') result.article = source.article;
  if (source.type === 'MODIFIED_LAW') result.originalSourceId = source.originalSourceId;
  if (source.type === 'FORM') result.formId = source.formId;
  if (source.type === 'CASELAW') {
    result.reference = source.reference;
    result.outcome = source.outcome;
  }
  return result;
}

export function formatResultLine(result: CliResult, rank: number): string {
  const label = result.article
    ? `art. ${result.article}`
    : (result.formId ?? result.reference ?? result.id ?? '');
  return `${String(rank).padStart(2)}. ${result.score.toFixed(3)}  ${result.type.padEnd(12)} ${label.padEnd(18)} ${result.title ?? ''}`;
}
