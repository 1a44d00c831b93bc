import { FORM_ID_PATTERN } from './source-references';

/**
 * Finds the citations an answer makes: Civil Code articles (single, lists and ranges), form
 * ids and neutral citations of decisions. Positions are offsets in the scanned text so the
 * checker can mark each one where it stands.
 */

export type FoundCitation =
  | { kind: 'article'; text: string; end: number; article: string }
  | { kind: 'article-range'; text: string; end: number; from: string; to: string }
  | { kind: 'form'; text: string; end: number; formId: string }
  | { kind: 'decision'; text: string; end: number; reference: string };

const ARTICLE = String.raw`\d{1,4}(?:\.\d{1,2})?`;
/** "art.", "arts.", "article", "articles" (EN and FR), just before a number. */
const MARKER = /\b(?:articles?|arts?\.?)\s*(?=\d)/gi;
const RANGE_WORD = String.raw`(?:à|au|to|through|-|–|—)`;
const LIST_WORD = String.raw`(?:,|;|et|and|or|ou|&)`;
/** A number followed by one of these is an amount or a delay, never an article. */
const NOT_ARTICLE_AFTER =
  /^\s*(?:\$|%|mois|months?|days?|jours?|ans?|years?|weeks?|semaines?|heures?|hours?)\b|^\s*\$/i;
const BARE_CODE = new RegExp(String.raw`\b(${ARTICLE})\s*(?:C\.\s?c\.\s?Q\b\.?|CCQ\b)`, 'gi');
/** "1959.1" alone is unambiguous: the lease chapter's decimal articles. */
const BARE_DECIMAL = /(?<![\d.$])\b(1[89]\d\d\.\d)(?![\d])(?!\s*\$)/g;
const NEUTRAL = /\b((?:19|20)\d{2})\s+(QC[A-Z]{2,6}|CSC|SCC)\s+(\d{1,6})\b/g;

type Span = { start: number; end: number };

function overlaps(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

/** Reads "1942", "1942 à 1947", "1942, 1945 and 1947" from `start`; returns citations found. */
function readArticleList(text: string, start: number): { found: FoundCitation[]; end: number } {
  const found: FoundCitation[] = [];
  const first = new RegExp(`^(${ARTICLE})`).exec(text.slice(start));
  if (!first) return { found, end: start };
  let position = start + first[0].length;
  let previous = first[1]!;
  let pendingRangeFrom: string | undefined;
  const push = () => {
    if (pendingRangeFrom === undefined) {
      found.push({ kind: 'article', text: previous, end: position, article: previous });
    }
  };
  const continuation = new RegExp(`^\\s*(${RANGE_WORD}|${LIST_WORD})\\s*(${ARTICLE})\\b`, 'i');
  for (;;) {
    const next = continuation.exec(text.slice(position));
    if (!next) break;
    const afterNumber = position + next[0].length;
    if (NOT_ARTICLE_AFTER.test(text.slice(afterNumber))) break;
    const connector = next[1]!.toLowerCase();
    const isRange = new RegExp(`^${RANGE_WORD}$`, 'i').test(connector);
    if (isRange) {
      found.push({
        kind: 'article-range',
        text: `${previous}–${next[2]}`,
        end: afterNumber,
        from: previous,
        to: next[2]!,
      });
      pendingRangeFrom = previous;
    } else {
      push();
      pendingRangeFrom = undefined;
    }
    previous = next[2]!;
    position = afterNumber;
  }
  push();
  return { found, end: position };
}

function findArticles(text: string, taken: Span[]): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const marker of text.matchAll(MARKER)) {
    const start = marker.index + marker[0].length;
    const list = readArticleList(text, start);
    if (list.found.length === 0) continue;
    found.push(...list.found);
    taken.push({ start: marker.index, end: list.end });
  }
  for (const pattern of [BARE_CODE, BARE_DECIMAL]) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[1]!.length;
      if (overlaps(taken, match.index, end)) continue;
      found.push({ kind: 'article', text: match[1]!, end, article: match[1]! });
      taken.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

/** Every citation in `text`, in no particular order. */
export function findCitations(text: string): FoundCitation[] {
  const taken: Span[] = [];
  const found = findArticles(text, taken);
  for (const match of text.matchAll(FORM_ID_PATTERN)) {
    found.push({
      kind: 'form',
      text: match[0],
      end: match.index + match[0].length,
      formId: match[0].toUpperCase(),
    });
  }
  for (const match of text.matchAll(NEUTRAL)) {
    found.push({
      kind: 'decision',
      text: match[0],
      end: match.index + match[0].length,
      reference: `${match[1]} ${match[2]} ${match[3]}`,
    });
  }
  return found;
}
