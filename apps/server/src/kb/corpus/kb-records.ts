import type { SourceType } from '@lexlogis/contracts';

/** A source row as the parsers produce it; the ingester adds the file, hash and timestamps. */
export type KbSourceRecord = {
  id: string;
  type: SourceType;
  title: string;
  url: string | null;
  urlEn?: string | null;
  lang: 'en' | 'fr';
  content: string;
  article?: string | null;
  status?: 'in_force' | 'repealed';
  consolidationDate?: string | null;
  pageTitle?: string | null;
  pageSource?: string | null;
  originalSourceId?: string | null;
  formId?: string | null;
  docUrl?: string | null;
  pageUrl?: string | null;
  filename?: string | null;
  filledBy?: string | null;
  reference?: string | null;
  parties?: string | null;
  outcome?: string | null;
  decisionDate?: string | null;
  tribunal?: string | null;
  relatedArticles?: string[];
  details?: Record<string, unknown>;
};

/** Searchable text of a source in one language. */
export type KbPassageRecord = {
  id: string;
  sourceId: string;
  lang: 'en' | 'fr';
  heading: string;
  body: string;
  isCurrent?: boolean;
  details?: Record<string, unknown>;
};

/** A problem with one line (or one array element) of a corpus file, kept for the report. */
export type LineError = { line: number; message: string };

/** What one parser made of one file. */
export type ParsedFile = {
  sources: KbSourceRecord[];
  passages: KbPassageRecord[];
  errors: LineError[];
  /** Records deliberately not loaded (secondary reproductions, truncated excerpts…), with why. */
  skipped: Array<{ line: number; reason: string }>;
  /**
   * Passages this file attaches to sources owned by another file (official English excerpts of
   * articles): they are upserted only when that source exists.
   */
  attachments?: KbPassageRecord[];
};

export function emptyParsedFile(): ParsedFile {
  return { sources: [], passages: [], errors: [], skipped: [], attachments: [] };
}
