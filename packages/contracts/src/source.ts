import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateSchema, optionalLinkSchema } from './primitives';
import { lawChangedSchema } from './legis';
import { languageSchema } from './profile';

export const SOURCE_TYPES = ['LAW', 'MODIFIED_LAW', 'INFO', 'CASELAW', 'FORM'] as const;
export const sourceTypeSchema = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof sourceTypeSchema>;

/** Outcome of a decision as read from its dispositif; 'unknown' when nobody checked. */
export const caselawOutcomeSchema = z.enum(['granted', 'partly_granted', 'dismissed', 'unknown']);
export type CaselawOutcome = z.infer<typeof caselawOutcomeSchema>;

const text = (max: number = TEXT_LIMITS.shortText) => z.string().max(max);

/**
 * Fields every source may carry. lang says which language the cited text is in, so a French
 * text shown in the English interface can be labelled as such instead of passed off as English.
 */
const baseShape = {
  id: idSchema.optional(),
  url: optionalLinkSchema.optional(),
  title: text(500).optional(),
  content: text(TEXT_LIMITS.documentText).optional(),
  lang: languageSchema.optional(),
};

/**
 * A reviewed plain-language note on an article (1 to 3 sentences per language), with the date of
 * the consolidated text it was written against: shown under the article, labelled as ours.
 */
export const articleNoteSchema = z.object({
  en: text(2000),
  fr: text(2000),
  consolidation: isoDateSchema,
  reviewed: isoDateSchema,
});
export type ArticleNote = z.infer<typeof articleNoteSchema>;

/** Legislation fields: article number and consolidation date make a citation checkable. */
const lawShape = {
  ...baseShape,
  pageTitle: text(500).optional(),
  pageSource: text().optional(),
  isModified: z.boolean().optional(),
  /** Article number as printed, e.g. "1959.1" (Civil Code of Québec). */
  article: text(50).optional(),
  /** Date of the consolidated text the excerpt was taken from. */
  consolidationDate: isoDateSchema.optional(),
  /** Official English page when the law has one (Québec laws are published in both languages). */
  urlEn: optionalLinkSchema.optional(),
  /** Acts that amended the article recently ("2024, c. 2"): shown as a badge on the article. */
  amendedBy: z.array(text(50)).max(20).optional(),
  /** Our plain-language note on the article, in both languages: not the official text. */
  note: articleNoteSchema.optional(),
  /** Stored answers only: the law changed since this text was quoted (issue 17). */
  lawChanged: lawChangedSchema.optional(),
};

export const infoSourceSchema = z.object({
  ...baseShape,
  type: z.literal('INFO'),
  pageSource: text().optional(),
  pageTitle: text(500).optional(),
});

export const lawSourceSchema = z.object({ ...lawShape, type: z.literal('LAW') });

export const modifiedLawSourceSchema = z.object({
  ...lawShape,
  type: z.literal('MODIFIED_LAW'),
  /** Links the amended text to the LAW entry it modifies. */
  originalSourceId: idSchema.optional(),
});

export const caselawSourceSchema = z.object({
  ...baseShape,
  type: z.literal('CASELAW'),
  /** Neutral citation, e.g. "2023 QCTAL 12345". */
  reference: text().optional(),
  nomsDesPartis: text(1000).optional(),
  outcome: caselawOutcomeSchema.optional(),
  decisionDate: isoDateSchema.optional(),
  tribunal: text().optional(),
});

export const formSourceSchema = z.object({
  ...baseShape,
  type: z.literal('FORM'),
  pageUrl: optionalLinkSchema.optional(),
  docUrl: optionalLinkSchema.optional(),
  filename: text(255).optional(),
  filledBy: text().optional(),
  /** Official form identifier when known (e.g. the tribunal's form code). */
  formId: text(100).optional(),
});

export const sourceSchema = z.discriminatedUnion('type', [
  infoSourceSchema,
  lawSourceSchema,
  modifiedLawSourceSchema,
  caselawSourceSchema,
  formSourceSchema,
]);
export type Source = z.infer<typeof sourceSchema>;
export type InfoSource = z.infer<typeof infoSourceSchema>;
export type LawSource = z.infer<typeof lawSourceSchema>;
export type ModifiedLawSource = z.infer<typeof modifiedLawSourceSchema>;
export type CaselawSource = z.infer<typeof caselawSourceSchema>;
export type FormSource = z.infer<typeof formSourceSchema>;

/** Sources attached to one advice; far above what an answer cites, low enough to bound a body. */
export const MAX_SOURCES_PER_ADVICE = 200;
export const sourceListSchema = z.array(sourceSchema).max(MAX_SOURCES_PER_ADVICE);

/** Sources shown per tab before 'show more' (spec 01 §9). */
export const SOURCES_SHOWN_BEFORE_MORE = 3;

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * Identity key for de-duplication, or null when the source carries nothing to compare on.
 *
 * Our reading of spec 02 §3 ("by url, form document or page url, type+url+title, or
 * reference"), one rule per type, keys always namespaced by type so an INFO page and a LAW
 * with the same url both survive:
 * - INFO: by url.
 * - FORM: by document url, else page url (one form can be linked from several pages).
 * - LAW and MODIFIED_LAW: by type+url+title, because many articles share one page url
 *   (LégisQuébec anchors) and differ only by their title/article.
 * - CASELAW: by reference (neutral citation, compared case- and space-insensitively).
 * When the preferred field is missing we fall back to type+url+title; when even that is
 * empty the source is kept as is (we never merge things we cannot tell apart).
 */
export function getSourceKey(source: Source): string | null {
  const fallback = [clean(source.url), clean(source.title)];
  const fallbackKey = fallback.some(Boolean) ? `${source.type}|${fallback.join('|')}` : null;
  switch (source.type) {
    case 'INFO':
      return clean(source.url) ? `INFO|${clean(source.url)}` : fallbackKey;
    case 'FORM': {
      const link = clean(source.docUrl) || clean(source.pageUrl);
      return link ? `FORM|${link}` : fallbackKey;
    }
    case 'LAW':
    case 'MODIFIED_LAW':
      return fallbackKey;
    case 'CASELAW': {
      const reference = clean(source.reference).replace(/\s+/g, ' ').toLowerCase();
      return reference ? `CASELAW|${reference}` : fallbackKey;
    }
  }
}

/** Keeps the first occurrence of each source, preserving order. */
export function dedupeSources<T extends Source>(sources: readonly T[]): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const source of sources) {
    const key = getSourceKey(source);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    result.push(source);
  }
  return result;
}

/** Tabs of the sources area (spec 01 §2): modified laws are shown with laws. */
export const SOURCE_TABS = ['laws', 'documents', 'decisions', 'forms'] as const;
export type SourceTab = (typeof SOURCE_TABS)[number];

export function getSourceTab(type: SourceType): SourceTab {
  switch (type) {
    case 'LAW':
    case 'MODIFIED_LAW':
      return 'laws';
    case 'INFO':
      return 'documents';
    case 'CASELAW':
      return 'decisions';
    case 'FORM':
      return 'forms';
  }
}
