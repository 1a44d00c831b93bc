import type { CcqArticleRecord } from '../corpus/parse-ccq';
import { AppError } from '../../lib/app-error';
import type { PdfLine, PdfPage } from './read-pdf-lines';

/** The code as a whole, with the date it is consolidated to ("À jour au 30 juin 2025"). */
export type ParsedCcq = { consolidation: string; articles: CcqArticleRecord[] };

const ARTICLE_LINE = /^(\d{1,4}(?:\.\d+)?)\.\s+(.*)$/;
/** Article numbers are printed larger (13 pt) than the text (11 pt) and history (9 pt). */
const ARTICLE_NUMBER_MIN_SIZE = 12;
const HISTORY_MAX_SIZE = 10;
/** A paragraph's first line is indented about 13 pt from the page's text margin. */
const INDENT = 5;

/** Heading levels, outermost first; articles carry the path from the chapter down. */
const HEADING_LEVELS: RegExp[] = [
  /^LIVRE\b/,
  /^TITRE\b/,
  /^CHAPITRE\b/,
  /^SECTION\b/,
  /^§\s*\d/,
  /^[IVXL]+\.\s*—/,
];
const CHAPTER_LEVEL = 2;

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const CONSOLIDATION =
  /À jour au\s+(\d{1,2})(?:er)?[\s\d]*?(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s+(\d{4})/;

export function buildArticleUrls(article: string): { fr: string; en: string } {
  const code = article.replace('.', '_');
  return {
    fr: `https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:${code}`,
    en: `https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:${code}`,
  };
}

function readConsolidation(pages: PdfPage[]): string | null {
  for (const page of pages) {
    const match = CONSOLIDATION.exec(page.footer.join(' '));
    if (!match) continue;
    const month = MONTHS.indexOf(match[2]!) + 1;
    return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  }
  return null;
}

/** Joins a wrapped line: a line broken after a hyphen ("crédit-" / "bail") keeps the hyphen. */
function appendLine(text: string, line: string): string {
  if (text === '') return line;
  return /\p{L}-$/u.test(text) ? text + line : `${text} ${line}`;
}

type Draft = { article: string; page: number; headings: string[]; body: string[]; history: string };

type Heading = { level: number; text: string; labelOnly: boolean };

function addHeadingLine(path: Heading[], text: string): void {
  const level = HEADING_LEVELS.findIndex((pattern) => pattern.test(text));
  if (level >= 0) {
    while (path.length > 0 && path.at(-1)!.level >= level) path.pop();
    path.push({ level, text, labelOnly: !text.includes('—') });
    return;
  }
  const last = path.at(-1);
  if (!last) return;
  // "SECTION II" is followed by its title on the next line; a long title wraps onto more.
  last.text = last.labelOnly ? `${last.text} — ${text}` : `${last.text} ${text}`;
  last.labelOnly = false;
}

function toRecord(draft: Draft, consolidation: string): CcqArticleRecord {
  const text = draft.body.join('\n');
  const urls = buildArticleUrls(draft.article);
  return {
    article: draft.article,
    text,
    headings: draft.headings,
    // A superscript digit can land against the next act's year ("a. 21; 12022, c. 25").
    history: draft.history.replace(/(\d)((?:19|20)\d{2}, c\.)/g, '$1 $2'),
    legisquebec_url: urls.fr,
    legisquebec_url_en: urls.en,
    consolidation,
    status: /^\((Abrogé|Remplacé)\)\.?$/.test(text) ? 'repealed' : 'in_force',
  };
}

/**
 * Reads the articles of the official consolidated Civil Code from its page lines. Each article
 * starts with its number in large type and ends with its history line in small type; what
 * comes between a history line and the next number is the heading path. Page headers and
 * footers were set apart by the reader, so an article that runs over a page simply continues.
 */
export function parseCcqPages(pages: PdfPage[], file: string): ParsedCcq {
  const consolidation = readConsolidation(pages);
  const isCode = pages.some((page) => page.footer.some((line) => line.includes('CCQ-1991')));
  if (!consolidation || !isCode) {
    throw new AppError(
      'LEGIS_PDF_NOT_CCQ',
      `${file}: not the consolidated Code civil du Québec (no "CCQ-1991 … À jour au" footer)`,
    );
  }
  const articles: CcqArticleRecord[] = [];
  const path: Heading[] = [];
  let draft: Draft | null = null;
  let mode: 'body' | 'history' | 'headings' = 'headings';
  for (const page of pages) {
    const margin = Math.min(...page.lines.map((line) => line.x));
    for (const line of page.lines) {
      const start = line.size >= ARTICLE_NUMBER_MIN_SIZE ? ARTICLE_LINE.exec(line.text) : null;
      if (start) {
        if (draft) articles.push(toRecord(draft, consolidation));
        const headings = path.filter((heading) => heading.level >= CHAPTER_LEVEL);
        draft = {
          article: start[1]!,
          page: page.page,
          headings: headings.map((heading) => heading.text),
          body: [start[2]!],
          history: '',
        };
        mode = 'body';
      } else if (draft && mode !== 'headings' && line.size < HISTORY_MAX_SIZE) {
        draft.history = appendLine(draft.history, line.text);
        mode = 'history';
      } else if (draft && mode === 'body') {
        addBodyLine(draft, line, margin);
      } else if (line.size < HISTORY_MAX_SIZE) {
        // A division's own history line ("1991, c. 64, sss. I; 2024, c. 2"): not a title.
        continue;
      } else {
        mode = 'headings';
        addHeadingLine(path, line.text);
      }
    }
  }
  if (draft) articles.push(toRecord(draft, consolidation));
  return { consolidation, articles };
}

function addBodyLine(draft: Draft, line: PdfLine, margin: number): void {
  if (line.x > margin + INDENT) draft.body.push(line.text);
  else draft.body[draft.body.length - 1] = appendLine(draft.body.at(-1) ?? '', line.text);
}
