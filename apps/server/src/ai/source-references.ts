import type { Source } from '@lexlogis/contracts';
import { EXCLUSION_ARTICLE } from '../lib/article-numbers';

/**
 * What the sources of one answer allow it to cite: article numbers, form ids and neutral
 * citations. Article numbers are compared as printed ("1959.1"): the finder reads digits only
 * and the knowledge base stores the same digits, so a number the Code lacks ("1959.10") never
 * matches. Form ids and citations are normalised the way the checker normalises what it finds.
 */
export type CitableReferences = {
  articles: Set<string>;
  forms: Set<string>;
  decisions: Set<string>;
};

const CIVIL_CODE = /C\.\s?c\.\s?Q|Civil Code|Code civil|\bCCQ\b/i;
/** Form codes as the tribunal prints them (TAL-810A, AV-041) or the catalogue's ADJ- codes. */
export const FORM_ID_PATTERN = /\b(?:TAL|AV)-\d{2,4}[A-Z]?\b|\bADJ-[A-Z]+(?:-[A-Z]+)*\b/g;

/** "2023 QCTAL 22726 " and "2023  qctal 22726" are the same decision. */
export function normalizeNeutralCitation(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** Regulations also number their sections ("s. 6"); only Civil Code articles read "art. N C.c.Q.". */
export function isCivilCodeArticle(source: Source): boolean {
  if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') return false;
  if (!source.article) return false;
  const label = `${source.title ?? ''} ${source.pageSource ?? ''} ${source.pageTitle ?? ''}`;
  if (CIVIL_CODE.test(label)) return true;
  // Unlabelled legacy entries: the lease chapter's numbers cannot be a regulation section.
  return /^(18[5-9]\d|19\d\d|2000)(\.\d+)?$/.test(source.article) && !/\bs\.\s/.test(label);
}

/** The article listing the excluded leases (art. 1892 C.c.Q.), however the source labels it. */
export function isExclusionArticle(source: Source): boolean {
  if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') return false;
  return source.article?.trim() === EXCLUSION_ARTICLE && isCivilCodeArticle(source);
}

export const EXCLUSION_CITATION = `art. ${EXCLUSION_ARTICLE} C.c.Q.`;

/** A legacy form without formId still names itself in its file (TAL_810A_E.pdf). */
export function readFormId(source: Source): string | undefined {
  if (source.type !== 'FORM') return undefined;
  if (source.formId) return source.formId.toUpperCase();
  const fromFile = /\b(TAL|AV)[_-](\d{2,4}[A-Z]?)/i.exec(
    `${source.filename ?? ''} ${source.docUrl ?? ''}`,
  );
  return fromFile ? `${fromFile[1]}-${fromFile[2]}`.toUpperCase() : undefined;
}

export function collectCitableReferences(sources: readonly Source[]): CitableReferences {
  const references: CitableReferences = {
    articles: new Set(),
    forms: new Set(),
    decisions: new Set(),
  };
  for (const source of sources) {
    if ((source.type === 'LAW' || source.type === 'MODIFIED_LAW') && source.article) {
      references.articles.add(source.article.trim());
    }
    const formId = readFormId(source);
    if (formId) references.forms.add(formId);
    if (source.type === 'CASELAW' && source.reference) {
      references.decisions.add(normalizeNeutralCitation(source.reference));
    }
  }
  return references;
}

/** The short citation an answer uses for a source: "art. 1942 C.c.Q.", "TAL-810A", "2023 QCTAL 1". */
export function formatSourceCitation(source: Source): string {
  switch (source.type) {
    case 'LAW':
    case 'MODIFIED_LAW': {
      const label = source.title ?? source.pageTitle ?? source.article ?? '';
      return isCivilCodeArticle(source) ? `art. ${source.article} C.c.Q.` : label;
    }
    case 'FORM':
      return readFormId(source) ?? source.title ?? '';
    case 'CASELAW':
      return source.reference ?? source.title ?? '';
    case 'INFO':
      return source.pageTitle ?? source.title ?? source.url ?? '';
  }
}
