import type { ArticleNote, CaselawOutcome, Source } from '@lexlogis/contracts';
import { truncateText, TEXT_LIMITS } from '@lexlogis/contracts';
import type { SourceRow } from '../../modules/kb/kb.repository';

type Lang = 'en' | 'fr';

/** The plain-language note of an article, when one was written for it. */
export type FindNote = (article: string) => ArticleNote | undefined;

const OUTCOMES = new Set(['granted', 'partly_granted', 'dismissed', 'unknown']);

function optional(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

function limit(value: string | null | undefined, max: number): string | undefined {
  return value ? truncateText(value, max) : undefined;
}

/**
 * The text to quote for a Civil Code article: the official English excerpt when the reader
 * wants English and that excerpt is as current as the French consolidation, otherwise the
 * French text, labelled French (lang) so the interface can say so next to the English link.
 */
function chooseLawText(row: SourceRow, lang: Lang): { content: string; lang: Lang; date?: string } {
  if (lang === 'en' && row.en_body && row.en_current) {
    const versionDate = row.en_details?.versionDate;
    return {
      content: row.en_body,
      lang: 'en',
      date: typeof versionDate === 'string' ? versionDate : undefined,
    };
  }
  return { content: row.content, lang: row.lang };
}

function describeAmendments(details: Record<string, unknown> | null, lang: Lang, date?: string) {
  const acts = Array.isArray(details?.amendments) ? details.amendments.join('; ') : '';
  const consolidated = date
    ? lang === 'en'
      ? ` (consolidated to ${date})`
      : ` (à jour au ${date})`
    : '';
  return lang === 'en'
    ? `Amended by ${acts}. Text in force${consolidated}, in French:`
    : `Modifié par ${acts}. Texte en vigueur${consolidated} :`;
}

function readAmendingActs(details: Record<string, unknown> | null): string[] | undefined {
  const acts = Array.isArray(details?.amendments)
    ? details.amendments.filter((act): act is string => typeof act === 'string')
    : [];
  return acts.length > 0 ? acts : undefined;
}

/**
 * One source per article: its text (English when current, else French) with its amendment
 * merged in as `amendedBy` (the badge) and our plain-language note attached.
 */
function mapLaw(row: SourceRow, lang: Lang, findNote: FindNote): Source {
  const text = chooseLawText(row, lang);
  const note = row.article ? findNote(row.article) : undefined;
  const amendedBy = row.modified_id ? readAmendingActs(row.modified_details) : undefined;
  return {
    type: 'LAW',
    id: row.id,
    url: optional(row.url),
    urlEn: optional(row.url_en),
    title: truncateText(row.title, 500),
    content: truncateText(text.content, TEXT_LIMITS.documentText),
    lang: text.lang,
    article: optional(row.article),
    consolidationDate: optional(text.date ?? row.consolidation_date),
    pageTitle: limit(row.page_title, 500),
    pageSource: limit(row.page_source, 200),
    isModified: Boolean(row.modified_id),
    ...(amendedBy && { amendedBy }),
    ...(note && { note }),
  };
}

/** The MODIFIED_LAW note that accompanies an amended article, linked to it. */
export function mapModifiedLaw(row: SourceRow, lang: Lang): Source | null {
  if (!row.modified_id) return null;
  const date = optional(row.consolidation_date);
  return {
    type: 'MODIFIED_LAW',
    id: row.modified_id,
    originalSourceId: row.id,
    url: optional(row.url),
    urlEn: optional(row.url_en),
    title: truncateText(row.modified_title ?? row.title, 500),
    content: truncateText(
      `${describeAmendments(row.modified_details, lang, date)}\n${row.content}`,
      TEXT_LIMITS.documentText,
    ),
    lang: row.lang,
    article: optional(row.article),
    consolidationDate: date,
    pageTitle: limit(row.page_title, 500),
    pageSource: limit(row.page_source, 200),
    isModified: true,
  };
}

function mapCaselaw(row: SourceRow): Source {
  const outcome = OUTCOMES.has(row.outcome ?? '') ? (row.outcome as CaselawOutcome) : 'unknown';
  return {
    type: 'CASELAW',
    id: row.id,
    url: optional(row.url),
    title: truncateText(row.title, 500),
    content: truncateText(row.content, TEXT_LIMITS.documentText),
    lang: row.lang,
    reference: limit(row.reference, 200),
    nomsDesPartis: limit(row.parties, 1000),
    outcome,
    decisionDate: optional(row.decision_date),
    tribunal: limit(row.tribunal, 200),
  };
}

function mapForm(row: SourceRow): Source {
  return {
    type: 'FORM',
    id: row.id,
    url: optional(row.url),
    title: truncateText(row.title, 500),
    content: truncateText(row.content, TEXT_LIMITS.documentText),
    lang: row.lang,
    formId: limit(row.form_id, 100),
    docUrl: optional(row.doc_url),
    pageUrl: optional(row.page_url),
    filename: limit(row.filename, 255),
    filledBy: limit(row.filled_by, 200),
  };
}

function mapInfo(row: SourceRow): Source {
  return {
    type: 'INFO',
    id: row.id,
    url: optional(row.url),
    title: truncateText(row.title, 500),
    content: truncateText(row.content, TEXT_LIMITS.documentText),
    lang: row.lang,
    pageTitle: limit(row.page_title, 500),
    pageSource: limit(row.page_source, 200),
  };
}

/** A stored row in the contract's Source shape; database rows never cross the wire. */
export function mapCandidateToSource(
  row: SourceRow,
  lang: Lang,
  findNote: FindNote = () => undefined,
): Source {
  switch (row.type) {
    case 'LAW':
      return mapLaw(row, lang, findNote);
    case 'CASELAW':
      return mapCaselaw(row);
    case 'FORM':
      return mapForm(row);
    default:
      return mapInfo(row);
  }
}
