import type { Source } from '@lexlogis/contracts';
import { compareArticles } from '../lib/article-numbers';
import type { AnswerLang } from './answer-types';
import { findCitations, type FoundCitation } from './citation-finder';
import {
  collectCitableReferences,
  normalizeNeutralCitation,
  type CitableReferences,
} from './source-references';

/**
 * Every article, form or decision an answer cites must be one of the sources shown with it
 * (issue 6). We mark rather than strip: removing words can turn a sentence into a different
 * claim, while a visible mark keeps the model's text honest and tells the reader exactly which
 * reference nobody could check. The mark goes right after the citation.
 */
export const UNVERIFIED_CITATION_MARK: Record<AnswerLang, string> = {
  en: '[citation not verified]',
  fr: '[citation non vérifiée]',
};

/** A range wider than this is not a citation of specific articles. */
const MAX_RANGE_SPAN = 60;

export type CitationCheck = {
  /** The answer with a mark after each citation not found among the sources. */
  text: string;
  verified: FoundCitation[];
  unverified: FoundCitation[];
};

/** A range counts only if the sources hold both ends and every whole article between them. */
function isRangeCited(from: string, to: string, articles: ReadonlySet<string>): boolean {
  if (compareArticles(from, to) >= 0) return false;
  const first = Math.ceil(Number(from));
  const last = Math.floor(Number(to));
  if (last - first > MAX_RANGE_SPAN) return false;
  if (!articles.has(from) || !articles.has(to)) return false;
  for (let article = first; article <= last; article += 1) {
    if (!articles.has(String(article))) return false;
  }
  return true;
}

export function isCitationVerified(citation: FoundCitation, refs: CitableReferences): boolean {
  switch (citation.kind) {
    case 'article':
      return refs.articles.has(citation.article);
    case 'article-range':
      return isRangeCited(citation.from, citation.to, refs.articles);
    case 'form':
      return refs.forms.has(citation.formId);
    case 'decision':
      return refs.decisions.has(normalizeNeutralCitation(citation.reference));
  }
}

const CODE_AFTER = /^\s*(?:C\.\s?c\.\s?Q\.?|C\.C\.Q\.?|CCQ\b)/i;
const QUOTE_CHARS = /[«»“”"„]/g;

function normalizeForQuote(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .replace(QUOTE_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** True when every piece of a quotation (split at "[…]" or "…") is verbatim in a source. */
function isVerbatim(quote: string, sourceTexts: readonly string[]): boolean {
  const pieces = quote
    .split(/\[?…\]?|\[\.\.\.\]|\.\.\./)
    .map(normalizeForQuote)
    .filter((piece) => piece.length >= 12);
  if (pieces.length === 0) return false;
  return pieces.every((piece) => sourceTexts.some((text) => text.includes(piece)));
}

function blank(value: string): string {
  return value.replace(/[^\n]/g, ' ');
}

/**
 * Hides what must not be scanned, keeping every offset: URLs (a link's address is not a
 * citation) and quotations copied verbatim from a source (an article's own text may refer to
 * other articles; quoting the law is not the answer citing it).
 */
export function maskUncheckedText(text: string, sources: readonly Source[]): string {
  const sourceTexts = sources.map((source) => normalizeForQuote(source.content ?? ''));
  let masked = text.replace(/\bhttps?:\/\/[^\s)>\]]+/g, blank);
  masked = masked.replace(/^(\s*>+)(.*)$/gm, (line, marker: string, body: string) =>
    isVerbatim(body, sourceTexts) ? marker + blank(body) : line,
  );
  return masked.replace(/«[^»]{12,}»|“[^”]{12,}”|"[^"\n]{12,}"/g, (quote) =>
    isVerbatim(quote, sourceTexts) ? blank(quote) : quote,
  );
}

/** Finds every citation of `text` and marks those the sources do not contain. */
export function checkCitations(
  text: string,
  sources: readonly Source[],
  lang: AnswerLang,
): CitationCheck {
  const refs = collectCitableReferences(sources);
  const citations = findCitations(maskUncheckedText(text, sources));
  const verified: FoundCitation[] = [];
  const unverified: FoundCitation[] = [];
  for (const citation of citations) {
    (isCitationVerified(citation, refs) ? verified : unverified).push(citation);
  }
  const mark = ` ${UNVERIFIED_CITATION_MARK[lang]}`;
  let checked = text;
  // From the end, so earlier offsets stay valid.
  for (const citation of [...unverified].sort((left, right) => right.end - left.end)) {
    // "art. 9999 C.c.Q." is marked after the code's name, not between number and name.
    const code = CODE_AFTER.exec(checked.slice(citation.end));
    const end = citation.end + (code ? code[0].length : 0);
    if (checked.startsWith(mark, end)) continue;
    checked = checked.slice(0, end) + mark + checked.slice(end);
  }
  return { text: checked, verified, unverified };
}
